import { successAnswerSchema } from '../../../api/answers';
import { useLingui } from '@lingui/react/macro';
import { request } from '@rsm/shared';
import { useQueryClient } from '@tanstack/react-query';
import { sharedPlaylistKeys } from './get-shared-playlists';
import type { ShareEmail } from '@rsm/shared/schemas';
import { shareEmailKeys } from './get-share-emails';
import { patchQueries } from './optimistic';
import { useToastedMutation } from './toasted-mutation';

export interface RemoveShareEmailInput {
  /** The playlist sent. */
  uuid: string;
  /** The share id the address list gives for it. */
  id: number;
}

export const removeShareEmail = ({ id }: RemoveShareEmailInput) =>
  request(`/v1_rsm/project_share_emails/${id}`, { schema: successAnswerSchema, method: 'DELETE' });

/**
 * Takes an address off a sent playlist: every link sent to it stops working. It leaves the list at once and comes
 * back, with the failure message, if the server refuses.
 */
export function useRemoveShareEmail() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useToastedMutation({
    mutationFn: removeShareEmail,
    patch: ({ uuid, id }) =>
      patchQueries<{ project_share_emails: ShareEmail[] }>(
        queryClient,
        shareEmailKeys.playlist(uuid),
        (data) => ({ project_share_emails: data.project_share_emails.filter((entry) => entry.id !== id) }),
      ),
    done: t`The address has been removed.`,
    failed: t`Failed to remove the address.`,
    // The Sent list shows a row per sending: those to the removed address are gone too.
    refresh: (queryClient, { uuid }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: shareEmailKeys.playlist(uuid) }),
        queryClient.invalidateQueries({ queryKey: sharedPlaylistKeys.all }),
      ]),
  });
}
