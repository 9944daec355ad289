import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../http/api-client';

/** A track's waveform: the API's peaks.json (200 numbers in 0..1); anything else reads as silence. */
export function toPeaks(data: unknown): number[] {
  if (!Array.isArray(data)) return [];
  return data.map((value) =>
    typeof value === 'number' && Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0,
  );
}

/** One cache entry per peaks file, shared by the track rows, the track page and the player. */
export const trackPeaksQueryOptions = (peaksUrl: string) =>
  queryOptions({
    queryKey: ['track-peaks', peaksUrl],
    // An absolute URL: ofetch leaves it as it is despite the base URL.
    queryFn: async ({ signal }) => toPeaks(await request<unknown>(peaksUrl, { signal })),
    // A file's peaks never change under the same URL.
    staleTime: Infinity,
    retry: false,
  });

export const useTrackPeaks = (peaksUrl: string | null | undefined, enabled = true) =>
  useQuery({ ...trackPeaksQueryOptions(peaksUrl ?? ''), enabled: enabled && Boolean(peaksUrl) });
