import { request } from '@rsm/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Peaks are a JSON array of numbers in 0..1 (the API's /media/tracks/:id/peaks.json, 200 of them). */
function toPeaks(data: unknown): number[] {
  if (!Array.isArray(data)) return [];
  return data.map((value) =>
    typeof value === 'number' && Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0,
  );
}

export const peaksQueryOptions = (peaksUrl: string) =>
  queryOptions({
    queryKey: ['track-peaks', peaksUrl],
    // An absolute URL: ofetch leaves it as it is despite the base URL.
    queryFn: async ({ signal }) => toPeaks(await request<unknown>(peaksUrl, { signal })),
    // A file's peaks never change under the same URL.
    staleTime: Infinity,
    retry: false,
  });

export const usePeaks = (peaksUrl: string | undefined) =>
  useQuery({ ...peaksQueryOptions(peaksUrl ?? ''), enabled: Boolean(peaksUrl) });
