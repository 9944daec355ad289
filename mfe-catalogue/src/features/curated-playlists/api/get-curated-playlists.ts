import { answerSchema } from '../../../answer-schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@rsm/shared';

export const CURATED_PLAYLISTS_PER_PAGE = 48;

export const curatedPlaylistsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['curated-playlists', { page, per: CURATED_PLAYLISTS_PER_PAGE }],
    queryFn: ({ signal }) =>
      request('/v1_rsm/playlists', {
        schema: answerSchema('curatedPlaylistPageResponseSchema'),
        query: { page, per: CURATED_PLAYLISTS_PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useCuratedPlaylists = (page: number) => useQuery(curatedPlaylistsQueryOptions(page));
