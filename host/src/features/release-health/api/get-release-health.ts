import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@rsm/shared';
import { z } from 'zod';

/** The API's answer, checked at the boundary: a chart drawn from a wrong shape would mislead a team. */
export const releaseHealthSchema = z.object({
  rows: z.array(
    z.object({
      app: z.string(),
      version: z.string(),
      hour: z.string(),
      errors: z.number(),
      lcp: z.number().nullable(),
      inp: z.number().nullable(),
      cls: z.number().nullable(),
      samples: z.number(),
    }),
  ),
});
export type ReleaseHealth = z.infer<typeof releaseHealthSchema>;
export type ReleaseHealthRow = ReleaseHealth['rows'][number];

/** GET /v1/client-reports/health: errors and web vitals per app, version and hour (staff only). */
export const releaseHealthQueryOptions = (hours: number) =>
  queryOptions({
    queryKey: ['release-health', hours],
    queryFn: async ({ signal }) =>
      releaseHealthSchema.parse(await request('/v1/client-reports/health', { signal, query: { hours } })),
    refetchInterval: 60_000,
  });

export const useReleaseHealth = (hours: number) => useQuery(releaseHealthQueryOptions(hours));
