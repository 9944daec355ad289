import { trackResponseSchema } from '@rsm/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@rsm/shared';

/** The playing track's full record: its files decide what the download button offers. */
export const trackQueryOptions = (trackId: number) =>
  queryOptions({
    queryKey: ['track', trackId] as const,
    queryFn: ({ signal }) => request(`/v1_rsm/tracks/${trackId}`, { schema: trackResponseSchema, signal }),
    staleTime: 60_000,
  });

export const usePlayingTrack = (trackId: number | undefined) =>
  useQuery({ ...trackQueryOptions(trackId ?? 0), enabled: trackId !== undefined });
