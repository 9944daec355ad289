import { useQuery } from '@tanstack/react-query';
import { trackAlternativesQueryOptions } from '../../query/track-queries';

/** A track's alternate versions, fetched only once the row is expanded. */
export const useTrackAlternatives = (trackId: number, expanded: boolean) =>
  useQuery({ ...trackAlternativesQueryOptions(trackId), enabled: expanded });
