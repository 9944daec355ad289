import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, type Track } from '@rsm/shared';
import { answerSchema } from '../../../answer-schema';

/** How many tracks "Find similar" lists: the API's most, on one page, ranked. */
export const SIMILAR_TRACKS = 50;

export type SimilarTrack = Track & { similarity: number };

export const similarTracksQueryOptions = (trackId: string) =>
  queryOptions({
    queryKey: ['tracks', 'similar', trackId, SIMILAR_TRACKS],
    queryFn: ({ signal }) =>
      request(`/v2/tracks/${encodeURIComponent(trackId)}/similar?per=${SIMILAR_TRACKS}`, {
        schema: answerSchema('similarTracksSchema'),
        signal,
      }),
    // The analysis of the catalogue changes rarely; going back and forth between a result and the list is instant.
    staleTime: 5 * 60_000,
  });

export const useSimilarTracks = (trackId: string) => useQuery(similarTracksQueryOptions(trackId));
