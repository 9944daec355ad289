import { crewListResponseSchema } from '@rsm/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { $locale, request } from '@rsm/shared';
import { useStore } from '@nanostores/react';

/** GET /v1/crew: the team shown on the about page. */
export const crewQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: ['crew', locale],
    queryFn: ({ signal }) =>
      request('/v1/crew', { schema: crewListResponseSchema, signal }).then((r) => r.crew),
  });

export const useCrew = () => useQuery(crewQueryOptions(useStore($locale)));
