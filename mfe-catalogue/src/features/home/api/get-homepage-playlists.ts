import { answerSchema } from '../../../answer-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@rsm/shared';

export const homepagePlaylistsQueryOptions = () =>
  queryOptions({
    queryKey: ['homepage', 'curated-playlists'],
    queryFn: ({ signal }) =>
      request('/v1_rsm/homepage/curated_playlists', {
        schema: answerSchema('curatedPlaylistsResponseSchema'),
        signal,
      }),
  });

export const useHomepagePlaylists = () => useQuery(homepagePlaylistsQueryOptions());
