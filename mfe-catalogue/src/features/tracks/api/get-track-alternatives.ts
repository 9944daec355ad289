import { useQuery, type QueryClient } from '@tanstack/react-query';
import { trackAlternativesQueryOptions } from '@rsm/shared';

export const useTrackAlternatives = (id: number, enabled = true) =>
  useQuery({ ...trackAlternativesQueryOptions(id), enabled });

/** Starts fetching the alternate versions of the track of a page address's id (a track id is a number). */
export function prefetchTrackAlternatives(queryClient: QueryClient, id: string): void {
  if (/^\d+$/.test(id)) void queryClient.prefetchQuery(trackAlternativesQueryOptions(id));
}
