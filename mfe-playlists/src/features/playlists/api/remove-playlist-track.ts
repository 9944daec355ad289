import { successAnswerSchema } from '../../../api/answers';
import { useLingui } from '@lingui/react/macro';
import {
  invalidatePlaylistsAndFolders,
  type Playlist,
  playlistKeys,
  request,
  type TrackListResponse,
} from '@rsm/shared';
import { useQueryClient } from '@tanstack/react-query';
import { afterNextPaint, patchQueries } from './optimistic';
import { useToastedMutation } from './toasted-mutation';

export interface RemovePlaylistTrackInput {
  uuid: string;
  trackId: number;
}

export const removePlaylistTrack = ({ uuid, trackId }: RemovePlaylistTrackInput) =>
  request(`/v2/projects/${encodeURIComponent(uuid)}/tracks/${trackId}`, {
    schema: successAnswerSchema,
    method: 'DELETE',
  });

/**
 * The playlist's cached tracks without `trackId`. Two shapes live under the playlist's tracks key: pages of tracks,
 * and the id list the pinned playlist's add/remove buttons read.
 */
function withoutTrack(data: TrackListResponse | number[], trackId: number): TrackListResponse | number[] {
  if (Array.isArray(data)) return data.filter((id) => id !== trackId);
  if (!data.tracks.some((track) => track.id === trackId)) return data;
  return {
    tracks: data.tracks.filter((track) => track.id !== trackId),
    meta: { ...data.meta, total_count: Math.max(0, data.meta.total_count - 1) },
  };
}

/**
 * Removes a track from a playlist: the row disappears and the counts drop by one at once; both come back if the
 * server refuses.
 */
export function useRemovePlaylistTrack() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useToastedMutation({
    mutationFn: removePlaylistTrack,
    patch: async ({ uuid, trackId }) => {
      // The row has already gone from the page (instant rows): its frame is painted before the cache follows.
      await afterNextPaint();
      const tracks = await patchQueries<TrackListResponse | number[]>(
        queryClient,
        playlistKeys.playlistTracks(uuid),
        (data) => withoutTrack(data, trackId),
      );
      const detail = await patchQueries<{ project: Playlist }>(
        queryClient,
        playlistKeys.playlist(uuid),
        ({ project }) => ({
          project: { ...project, tracks_count: Math.max(0, project.tracks_count - 1) },
        }),
      );
      return [...tracks, ...detail];
    },
    done: t`Track has been removed.`,
    failed: t`Failed to delete track.`,
    refresh: invalidatePlaylistsAndFolders,
  });
}
