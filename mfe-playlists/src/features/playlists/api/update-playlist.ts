import { playlistAnswerSchema } from '../../../api/answers';
import { useLingui } from '@lingui/react/macro';
import {
  $pinnedPlaylist,
  invalidatePlaylistsAndFolders,
  type Playlist,
  playlistKeys,
  type PlaylistListResponse,
  request,
} from '@rsm/shared';
import { useQueryClient } from '@tanstack/react-query';
import { patchQueries } from './optimistic';
import { useToastedMutation } from './toasted-mutation';

export interface UpdatePlaylistInput {
  uuid: string;
  name: string;
  folderId: number;
}

export const updatePlaylist = ({ uuid, name, folderId }: UpdatePlaylistInput) =>
  request(`/v2/projects/${encodeURIComponent(uuid)}`, {
    schema: playlistAnswerSchema,
    method: 'PUT',
    body: { name, project_category_id: folderId },
  });

/** Renames a playlist or moves it to another folder: the lists and the playlist page show it at once. */
export function useUpdatePlaylist() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useToastedMutation({
    mutationFn: updatePlaylist,
    patch: async ({ uuid, name, folderId }) => {
      const change = (playlist: Playlist) =>
        playlist.uuid === uuid ? { ...playlist, name: name.trim(), project_category_id: folderId } : playlist;
      const lists = await patchQueries<PlaylistListResponse>(queryClient, playlistKeys.playlists, (data) => ({
        ...data,
        projects: data.projects.map(change),
      }));
      const detail = await patchQueries<{ project: Playlist }>(
        queryClient,
        playlistKeys.playlist(uuid),
        (data) => ({
          project: change(data.project),
        }),
      );
      return [...lists, ...detail];
    },
    done: t`Playlist has been updated.`,
    failed: t`Failed to update playlist.`,
    onDone: ({ project }) => {
      // The active-playlist bar shows the pinned playlist's name.
      if ($pinnedPlaylist.get()?.uuid === project.uuid)
        $pinnedPlaylist.set({ uuid: project.uuid, name: project.name });
    },
    refresh: invalidatePlaylistsAndFolders,
  });
}
