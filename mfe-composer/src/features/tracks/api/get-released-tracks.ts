import { trackListResponseSchema } from '@rsm/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { tracksPageQuery } from './tracks-page-query';

/** The composer's tracks released in the catalogue. */
export const releasedTracksQueryOptions = (page: number) =>
  tracksPageQuery('released', '/v1/tracks/customer_tracks_released', trackListResponseSchema, page);

export const useReleasedTracks = (page: number) => useQuery(releasedTracksQueryOptions(page));
