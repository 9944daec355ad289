import { successAnswerSchema } from '../../../api/answers';
import { useLingui } from '@lingui/react/macro';
import {
  $pinnedPlaylist,
  invalidatePlaylistsAndFolders,
  playlistKeys,
  type PlaylistListResponse,
  request,
  unpinPlaylist,
} from '@rsm/shared';
import { useQueryClient } from '@tanstack/react-query';
import { patchQueries } from './optimistic';
import { useToastedMutation } from './toasted-mutation';

export const deletePlaylist = (uuid: string) =>
  request(`/v2/projects/${encodeURIComponent(uuid)}`, { schema: successAnswerSchema, method: 'DELETE' });

/** Deletes a playlist: it leaves the lists at once and comes back if the server refuses. */
export function useDeletePlaylist() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useToastedMutation({
    mutationFn: deletePlaylist,
    patch: (uuid) =>
      patchQueries<PlaylistListResponse>(queryClient, playlistKeys.playlists, (data) => ({
        projects: data.projects.filter((playlist) => playlist.uuid !== uuid),
        meta: { ...data.meta, total_count: Math.max(0, data.meta.total_count - 1) },
      })),
    done: t`Playlist has been deleted.`,
    failed: t`Failed to delete playlist.`,
    onDone: (_answer, uuid) => {
      // New tracks must not be sent to a playlist that no longer exists.
      if ($pinnedPlaylist.get()?.uuid === uuid) unpinPlaylist();
      queryClient.removeQueries({ queryKey: playlistKeys.playlist(uuid) });
    },
    refresh: invalidatePlaylistsAndFolders,
  });
}
