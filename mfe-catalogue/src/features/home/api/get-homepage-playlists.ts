import { useQuery } from '@tanstack/react-query';
import { requestQuery } from '@rsm/shared';
import { answerSchema } from '../../../answer-schema';

export const homepagePlaylistsQueryOptions = () =>
  requestQuery(
    ['homepage', 'curated-playlists'],
    '/v1_rsm/homepage/curated_playlists',
    answerSchema('curatedPlaylistsResponseSchema'),
  );

export const useHomepagePlaylists = () => useQuery(homepagePlaylistsQueryOptions());
