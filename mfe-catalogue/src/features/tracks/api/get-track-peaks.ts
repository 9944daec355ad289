import { request } from '@rsm/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** A track's waveform: the API's peaks.json, numbers in 0..1 (anything else reads as silence). */
function toPeaks(data: unknown): number[] {
  if (!Array.isArray(data)) return [];
  return data.map((value) =>
    typeof value === 'number' && Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0,
  );
}

export const trackPeaksQueryOptions = (peaksUrl: string) =>
  queryOptions({
    queryKey: ['track-peaks', peaksUrl],
    queryFn: async ({ signal }) => toPeaks(await request<unknown>(peaksUrl, { signal })),
    // A file's peaks never change under the same URL.
    staleTime: Infinity,
    retry: false,
  });

export const useTrackPeaks = (peaksUrl: string | null | undefined) =>
  useQuery({ ...trackPeaksQueryOptions(peaksUrl ?? ''), enabled: Boolean(peaksUrl) });
