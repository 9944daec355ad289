import { successAnswerSchema } from '../../../api/answers';
import { useLingui } from '@lingui/react/macro';
import { playlistKeys, request, toast, type TrackListResponse } from '@rsm/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchQueries, restoreQueries } from './optimistic';

export interface SortPlaylistTrackInput {
  uuid: string;
  trackId: number;
  /** Index on the page the track moves from and to. */
  from: number;
  to: number;
  page: number;
  per: number;
}

/** The server takes the absolute 0-based position in the playlist. */
export const absolutePosition = (index: number, page: number, per: number) => index + (page - 1) * per;

export const sortPlaylistTrack = ({ uuid, trackId, to, page, per }: SortPlaylistTrackInput) =>
  request(`/v2/projects/${encodeURIComponent(uuid)}/tracks/${trackId}/sort`, {
    schema: successAnswerSchema,
    method: 'POST',
    body: { position: absolutePosition(to, page, per) },
  });

export function moveItem<T>(items: T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/**
 * Moves a track within its page: shown at once, one request per move, put back if the server refuses. Moves of one
 * playlist share a scope so they reach the server in the order they were made.
 */
export function useSortPlaylistTrack(uuid: string) {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const mutationKey = ['sort-playlist-track', uuid];
  return useMutation({
    mutationKey,
    scope: { id: `sort-playlist-track-${uuid}` },
    mutationFn: sortPlaylistTrack,
    onMutate: ({ page, per, from, to }) =>
      patchQueries<TrackListResponse>(
        queryClient,
        [...playlistKeys.playlistTracks(uuid), { page, per }],
        (data) => ({
          ...data,
          tracks: moveItem(data.tracks, from, to),
        }),
      ),
    onError: (_error, _input, snapshot) => {
      restoreQueries(queryClient, snapshot);
      toast.error(t`Cannot reorder tracks, try again later.`);
    },
    onSettled: () => {
      // Refetch once the last of a burst of moves has landed, so the order shown is never rewound mid-burst.
      if (queryClient.isMutating({ mutationKey }) <= 1)
        void queryClient.invalidateQueries({ queryKey: playlistKeys.playlistTracks(uuid) });
    },
  });
}
