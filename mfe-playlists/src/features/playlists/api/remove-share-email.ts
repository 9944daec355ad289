import { successAnswerSchema } from '../../../api/answers';
import { useLingui } from '@lingui/react/macro';
import { request, toast } from '@rsm/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sharedPlaylistKeys } from './get-shared-playlists';
import type { ShareEmail } from '@rsm/shared/schemas';
import { shareEmailKeys } from './get-share-emails';
import { patchQueries, restoreQueries } from './optimistic';

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
  return useMutation({
    mutationFn: removeShareEmail,
    onMutate: ({ uuid, id }) =>
      patchQueries<{ project_share_emails: ShareEmail[] }>(
        queryClient,
        shareEmailKeys.playlist(uuid),
        (data) => ({ project_share_emails: data.project_share_emails.filter((entry) => entry.id !== id) }),
      ),
    onError: (_error, _input, snapshot) => {
      restoreQueries(queryClient, snapshot);
      toast.error(t`Failed to remove the address.`);
    },
    onSuccess: () => {
      toast.success(t`The address has been removed.`);
    },
    // The Sent list shows a row per sending: those to the removed address are gone too.
    onSettled: (_data, _error, { uuid }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: shareEmailKeys.playlist(uuid) }),
        queryClient.invalidateQueries({ queryKey: sharedPlaylistKeys.all }),
      ]),
  });
}
