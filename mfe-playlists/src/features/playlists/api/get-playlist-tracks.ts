import { trackListResponseSchema } from '@rsm/shared/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { playlistKeys, request } from '@rsm/shared';

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
