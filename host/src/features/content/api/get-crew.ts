import { queryOptions, useQuery } from '@tanstack/react-query';
import { $locale, request, type CrewMember } from '@rsm/shared';
import { useStore } from '@nanostores/react';

/** GET /v1/crew: the team shown on the about page. */
export const crewQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: ['crew', locale],
    queryFn: ({ signal }) => request<{ crew: CrewMember[] }>('/v1/crew', { signal }).then((r) => r.crew),
  });

export const useCrew = () => useQuery(crewQueryOptions(useStore($locale)));
