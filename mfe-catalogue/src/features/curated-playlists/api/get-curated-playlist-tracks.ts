import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request, type TrackListResponse } from '@rsm/shared';

export const CURATED_PLAYLIST_TRACKS_PER_PAGE = 50;

export const curatedPlaylistTracksQueryOptions = (id: string, page: number) =>
  queryOptions({
    queryKey: ['curated-playlist', id, 'tracks', { page, per: CURATED_PLAYLIST_TRACKS_PER_PAGE }],
    queryFn: ({ signal }) =>
      request<TrackListResponse>(`/v1_rsm/playlists/${encodeURIComponent(id)}/tracks`, {
        query: { page, per: CURATED_PLAYLIST_TRACKS_PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useCuratedPlaylistTracks = (id: string, page: number) =>
  useQuery(curatedPlaylistTracksQueryOptions(id, page));
