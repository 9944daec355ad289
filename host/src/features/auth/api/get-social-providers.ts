import { useQuery } from '@tanstack/react-query';
import { request } from '@rsm/shared';

export interface SocialProvider {
  id: string;
  name: string;
}

/** GET /v1/oauth/providers: only the providers the server has a client for get a button. */
export function useSocialProviders() {
  return useQuery({
    queryKey: ['social-providers'],
    queryFn: ({ signal }) => request<{ providers: SocialProvider[] }>('/v1/oauth/providers', { signal }),
    select: (answer) => answer.providers,
    staleTime: Infinity,
  });
}
