import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, type TrustedBy } from '@rsm/shared';

export const trustedBiesQueryOptions = () =>
  queryOptions({
    queryKey: ['homepage', 'trusted-bies'],
    queryFn: ({ signal }) => request<{ trusted_bies: TrustedBy[] }>('/v2/homepage/trusted_bies', { signal }),
  });

export const useTrustedBies = () => useQuery(trustedBiesQueryOptions());
