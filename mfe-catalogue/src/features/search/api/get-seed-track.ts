import { answerSchema } from '../../../answer-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@rsm/shared';

/**
 * The track a "sounds like" search starts from, for its name on the chip and in the title. The key is the track
 * page's, so a search started from that page finds the track in the cache.
 */
export const seedTrackQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['track', id],
    queryFn: ({ signal }) =>
      request(`/v1_rsm/tracks/${encodeURIComponent(id)}`, {
        schema: answerSchema('trackResponseSchema'),
        signal,
      }),
  });

export const useSeedTrack = (id: string) => useQuery(seedTrackQueryOptions(id));
