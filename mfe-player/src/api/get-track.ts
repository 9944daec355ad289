import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@rsm/shared';

/** Loaded beside the request: the player is on every page, and zod need not be in its first load. */
const trackAnswerSchema = async () => (await import('@rsm/shared/schemas')).trackResponseSchema;

/** The playing track's full record: its files decide what the download button offers. */
export const trackQueryOptions = (trackId: number) =>
  queryOptions({
    queryKey: ['track', trackId] as const,
    queryFn: ({ signal }) => request(`/v1_rsm/tracks/${trackId}`, { schema: trackAnswerSchema, signal }),
    staleTime: 60_000,
  });

export const usePlayingTrack = (trackId: number | undefined) =>
  useQuery({ ...trackQueryOptions(trackId ?? 0), enabled: trackId !== undefined });
