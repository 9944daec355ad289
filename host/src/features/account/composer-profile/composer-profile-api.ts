import * as z from 'zod/mini';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@rsm/shared';

/** The composer profile as the API answers it (see ComposerProfile). */
const composerProfileSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  ipi: z.nullable(z.string()),
  society: z.nullable(z.string()),
});

/** The customer's composer profile: the names and IPI number their works are registered under. */
export interface ComposerProfile {
  first_name: string;
  last_name: string;
  /** Interested Party Information name number: 9 to 11 digits. */
  ipi: string | null;
  /** The performing rights society the composer belongs to (PRS, SPA, ASCAP…). */
  society: string | null;
}

const composerProfileKey = ['composer-profile'] as const;

/** GET /v1_rsm/customers/composer_profile (null while the customer has none). */
export const composerProfileQueryOptions = () =>
  queryOptions({
    queryKey: composerProfileKey,
    queryFn: ({ signal }) =>
      request('/v1_rsm/customers/composer_profile', {
        schema: z.object({ composer_profile: z.nullable(composerProfileSchema) }),
        signal,
      }).then((response) => response.composer_profile),
  });

export const useComposerProfile = () => useQuery(composerProfileQueryOptions());

/** PUT /v1_rsm/customers/composer_profile: creates or replaces it. */
export function useSaveComposerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (composer_profile: ComposerProfile) =>
      request('/v1_rsm/customers/composer_profile', {
        schema: z.object({ composer_profile: composerProfileSchema }),
        method: 'PUT',
        body: { composer_profile },
      }),
    onSuccess: ({ composer_profile }) => queryClient.setQueryData(composerProfileKey, composer_profile),
  });
}
