import { request } from '@rsm/shared';
import { composerSchema } from '@rsm/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';

const responseSchema = z.object({ composers: z.array(composerSchema) });

/**
 * The catalogue names the signed-in composer writes under (often not the account's own name), with their IPI: the
 * writer picker offers them first, so a composer can submit alone without searching for themselves.
 */
export function useOwnComposers() {
  const query = useQuery({
    queryKey: ['composers', 'own'],
    queryFn: async ({ signal }) =>
      (await request('/v2/customer/composers', { schema: responseSchema, signal })).composers,
    staleTime: Infinity,
    retry: false,
  });
  return query.data ?? [];
}
