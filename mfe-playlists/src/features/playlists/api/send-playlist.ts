import { projectSharesResponseSchema } from '@rsm/shared/schemas';
import { useLingui } from '@lingui/react/macro';
import { request } from '@rsm/shared';
import { useToastedMutation } from './toasted-mutation';
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
  const { t } = useLingui();
  return useToastedMutation({
    mutationFn: sendPlaylist,
    done: t`Playlist has been sent.`,
    failed: t`Failed to send playlist.`,
    refresh: (queryClient) => queryClient.invalidateQueries({ queryKey: sharedPlaylistKeys.all }),
  });
}
