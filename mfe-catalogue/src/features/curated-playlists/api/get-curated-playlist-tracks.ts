import { answerSchema } from '../../../answer-schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@rsm/shared';

export const CURATED_PLAYLIST_TRACKS_PER_PAGE = 50;

export const curatedPlaylistTracksQueryOptions = (id: string, page: number) =>
  queryOptions({
    queryKey: ['curated-playlist', id, 'tracks', { page, per: CURATED_PLAYLIST_TRACKS_PER_PAGE }],
    queryFn: ({ signal }) =>
      request(`/v1_rsm/playlists/${encodeURIComponent(id)}/tracks`, {
        schema: answerSchema('trackListResponseSchema'),
        query: { page, per: CURATED_PLAYLIST_TRACKS_PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useCuratedPlaylistTracks = (id: string, page: number) =>
  useQuery(curatedPlaylistTracksQueryOptions(id, page));
