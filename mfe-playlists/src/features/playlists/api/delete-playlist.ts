import { successAnswerSchema } from '../../../api/answers';
import { useLingui } from '@lingui/react/macro';
import {
  $pinnedPlaylist,
  invalidatePlaylistsAndFolders,
  playlistKeys,
  type PlaylistListResponse,
  request,
  toast,
  unpinPlaylist,
} from '@rsm/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchQueries, restoreQueries } from './optimistic';

export const deletePlaylist = (uuid: string) =>
  request(`/v2/projects/${encodeURIComponent(uuid)}`, { schema: successAnswerSchema, method: 'DELETE' });

/** Deletes a playlist: it leaves the lists at once and comes back if the server refuses. */
export function useDeletePlaylist() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: deletePlaylist,
    onMutate: (uuid) =>
      patchQueries<PlaylistListResponse>(queryClient, playlistKeys.playlists, (data) => ({
        projects: data.projects.filter((playlist) => playlist.uuid !== uuid),
        meta: { ...data.meta, total_count: Math.max(0, data.meta.total_count - 1) },
      })),
    onError: (_error, _uuid, snapshot) => {
      restoreQueries(queryClient, snapshot);
      toast.error(t`Failed to delete playlist.`);
    },
    onSuccess: (_data, uuid) => {
      // New tracks must not be sent to a playlist that no longer exists.
      if ($pinnedPlaylist.get()?.uuid === uuid) unpinPlaylist();
      queryClient.removeQueries({ queryKey: playlistKeys.playlist(uuid) });
      toast.success(t`Playlist has been deleted.`);
    },
    onSettled: () => invalidatePlaylistsAndFolders(queryClient),
  });
}
