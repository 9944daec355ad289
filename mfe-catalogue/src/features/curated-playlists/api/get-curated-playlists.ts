import { useQuery } from '@tanstack/react-query';
import { requestPageQuery } from '@rsm/shared';
import { answerSchema } from '../../../answer-schema';

export const CURATED_PLAYLISTS_PER_PAGE = 48;

export const curatedPlaylistsQueryOptions = (page: number) =>
  requestPageQuery(
    ['curated-playlists'],
    '/v1_rsm/playlists',
    answerSchema('curatedPlaylistPageResponseSchema'),
    { page, per: CURATED_PLAYLISTS_PER_PAGE },
  );

export const useCuratedPlaylists = (page: number) => useQuery(curatedPlaylistsQueryOptions(page));
