import { trackListResponseSchema } from '@rsm/shared/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@rsm/shared';
import { retryUnlessRefused } from '../../../components/composer-page';
import { TRACKS_PER_PAGE } from './get-customer-tracks';

/** The composer's tracks released in the catalogue. */
export const releasedTracksQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['composer-tracks', 'released', { page }],
    queryFn: ({ signal }) =>
      request('/v1/tracks/customer_tracks_released', {
        schema: trackListResponseSchema,
        query: { page, per: TRACKS_PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

export const useReleasedTracks = (page: number) => useQuery(releasedTracksQueryOptions(page));
