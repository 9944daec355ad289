import { projectSharesResponseSchema } from '@rsm/shared/schemas';
import { useLingui } from '@lingui/react/macro';
import { request, toast } from '@rsm/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sharedPlaylistKeys } from './get-shared-playlists';

export interface SendPlaylistInput {
  uuid: string;
  emails: string[];
  /** A note shown with the playlist and in the email. */
  message?: string;
}

export const sendPlaylist = ({ uuid, emails, message }: SendPlaylistInput) =>
  request(`/v2/projects/${encodeURIComponent(uuid)}/project_shares`, {
    schema: projectSharesResponseSchema,
    method: 'POST',
    body: message?.trim() ? { emails, message: message.trim() } : { emails },
  });

/** Sends a playlist to email addresses, each with its own link; the Sent list then shows them. */
export function useSendPlaylist() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: sendPlaylist,
    onSuccess: () => {
      toast.success(t`Playlist has been sent.`);
    },
    onError: () => {
      toast.error(t`Failed to send playlist.`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharedPlaylistKeys.all }),
  });
}
