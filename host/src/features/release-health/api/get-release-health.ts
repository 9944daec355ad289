import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@rsm/shared';
import { releaseHealthSchema } from '@rsm/shared/schemas';

/**
 * GET /v1/client-reports/health (staff only), checked at the boundary: a chart drawn from a wrong shape would
 * mislead a team.
 */
export const releaseHealthQueryOptions = (hours: number) =>
  queryOptions({
    queryKey: ['release-health', hours],
    queryFn: async ({ signal }) =>
      releaseHealthSchema.parse(await request('/v1/client-reports/health', { signal, query: { hours } })),
    refetchInterval: 60_000,
  });

export const useReleaseHealth = (hours: number) => useQuery(releaseHealthQueryOptions(hours));
