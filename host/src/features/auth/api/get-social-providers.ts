import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { request } from '@rsm/shared';

const providersSchema = z.object({ providers: z.array(z.object({ id: z.string(), name: z.string() })) });

export interface SocialProvider {
  id: string;
  name: string;
}

/** GET /v1/oauth/providers: only the providers the server has a client for get a button. */
export function useSocialProviders() {
  return useQuery({
    queryKey: ['social-providers'],
    queryFn: ({ signal }) => request('/v1/oauth/providers', { schema: providersSchema, signal }),
    select: (answer) => answer.providers,
    staleTime: Infinity,
  });
}
