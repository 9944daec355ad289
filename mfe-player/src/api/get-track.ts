import { useQuery } from '@tanstack/react-query';
import { trackQueryOptions } from '@rsm/shared';

/** The playing track's full record: its files decide what the download button offers. */
export const usePlayingTrack = (trackId: number | undefined) =>
  useQuery({ ...trackQueryOptions(trackId ?? 0), staleTime: 60_000, enabled: trackId !== undefined });
