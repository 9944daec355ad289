import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@rsm/shared';

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
      request<{ composer_profile: ComposerProfile | null }>('/v1_rsm/customers/composer_profile', {
        signal,
      }).then((response) => response.composer_profile),
  });

export const useComposerProfile = () => useQuery(composerProfileQueryOptions());

/** PUT /v1_rsm/customers/composer_profile: creates or replaces it. */
export function useSaveComposerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (composer_profile: ComposerProfile) =>
      request<{ composer_profile: ComposerProfile }>('/v1_rsm/customers/composer_profile', {
        method: 'PUT',
        body: { composer_profile },
      }),
    onSuccess: ({ composer_profile }) => queryClient.setQueryData(composerProfileKey, composer_profile),
  });
}
