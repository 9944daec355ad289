import { useQuery } from '@tanstack/react-query';
import type { Track } from '@rsm/shared';
import { requestQuery } from '@rsm/shared';
import { answerSchema } from '../../../answer-schema';

/** How many tracks "Find similar" lists: the API's most, on one page, ranked. */
export const SIMILAR_TRACKS = 50;

export type SimilarTrack = Track & { similarity: number };

export const similarTracksQueryOptions = (trackId: string) => ({
  ...requestQuery(
    ['tracks', 'similar', trackId, SIMILAR_TRACKS],
    `/v2/tracks/${encodeURIComponent(trackId)}/similar?per=${SIMILAR_TRACKS}`,
    answerSchema('similarTracksSchema'),
  ),
  // The analysis of the catalogue changes rarely; going back and forth between a result and the list is instant.
  staleTime: 5 * 60_000,
});

export const useSimilarTracks = (trackId: string) => useQuery(similarTracksQueryOptions(trackId));
