import { pagingMetaSchema, trackListResponseSchema, trackSchema } from '@rsm/shared/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { playlistKeys, request } from '@rsm/shared';
import * as z from 'zod/mini';

export interface PlaylistTracksParams {
  page: number;
  per: number;
}

/** One page of a playlist's tracks, in the playlist's order. */
export const playlistTracksQueryOptions = (uuid: string, { page, per }: PlaylistTracksParams) =>
  queryOptions({
    queryKey: [...playlistKeys.playlistTracks(uuid), { page, per }],
    queryFn: ({ signal }) =>
      request(`/v2/projects/${encodeURIComponent(uuid)}/tracks`, {
        schema: trackListResponseSchema,
        query: { page, per },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const usePlaylistTracks = (uuid: string, params: PlaylistTracksParams, enabled = true) =>
  useQuery({ ...playlistTracksQueryOptions(uuid, params), enabled });

/** What the page needs of each track of a whole playlist: its length, its album's cover, and what the player plays. */
const playlistInFullSchema = z.object({
  tracks: z.array(
    z.pick(trackSchema, {
      id: true,
      name: true,
      version: true,
      main_track_id: true,
      length: true,
      file: true,
      peaks_url: true,
      album: true,
    }),
  ),
  meta: pagingMetaSchema,
});
export type PlaylistTrackSummary = z.infer<typeof playlistInFullSchema>['tracks'][number];

/**
 * Every track of the playlist in its order, in one answer (all_tracks), read for only the fields above: a playlist of
 * thousands of tracks is checked in a fraction of the time its whole tracks would take. Under the playlist's tracks
 * key, so a removal patches it and any change refetches it.
 */
export const playlistInFullQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: [...playlistKeys.playlistTracks(uuid), 'in-full'],
    queryFn: ({ signal }) =>
      request(`/v2/projects/${encodeURIComponent(uuid)}/tracks`, {
        schema: playlistInFullSchema,
        query: { all_tracks: true },
        signal,
      }),
  });
