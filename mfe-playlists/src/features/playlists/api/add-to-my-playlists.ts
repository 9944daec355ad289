import { playlistAnswerSchema } from '../../../api/answers';
import { useLingui } from '@lingui/react/macro';
import { invalidatePlaylistsAndFolders, request } from '@rsm/shared';
import { useToastedMutation } from './toasted-mutation';
import type { ShareKey } from './get-playlist-by-token';

export const addToMyPlaylists = (key: ShareKey) =>
  request('/v1_rsm/projects/add_to_my_projects', { schema: playlistAnswerSchema, method: 'POST', body: key });

/** Copies a received playlist into the customer's Default folder. */
export function useAddToMyPlaylists() {
  const { t } = useLingui();
  return useToastedMutation({
    mutationFn: addToMyPlaylists,
    done: t`Playlist has been created.`,
    failed: t`Failed to create new playlist.`,
    refresh: invalidatePlaylistsAndFolders,
  });
}
