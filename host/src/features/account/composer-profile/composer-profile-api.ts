import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request, type ComposerProfile } from '@rsm/shared';

export type { ComposerProfile };

/** The answer's schema, loaded beside the request. */
const answerSchema = async () => (await import('@rsm/shared/schemas')).composerProfileResponseSchema;

const composerProfileKey = ['composer-profile'] as const;

/** GET /v1_rsm/customers/composer_profile (null while the customer has none). */
export const composerProfileQueryOptions = () =>
  queryOptions({
    queryKey: composerProfileKey,
    queryFn: ({ signal }) =>
      request('/v1_rsm/customers/composer_profile', {
        schema: answerSchema,
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
        schema: answerSchema,
        method: 'PUT',
        body: { composer_profile },
      }),
    onSuccess: ({ composer_profile }) => queryClient.setQueryData(composerProfileKey, composer_profile),
  });
}
