import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** What the cache held before an optimistic change, to put back if the server says no. */
export type CacheSnapshot = [QueryKey, unknown][];

/**
 * Changes every cached query under `queryKey` at once (all pages, all sorts) after stopping their fetches, so an
 * answer already on its way cannot overwrite the optimistic state; returns what was there before.
 */
export async function patchQueries<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  update: (data: T) => T,
): Promise<CacheSnapshot> {
  await queryClient.cancelQueries({ queryKey });
  const snapshot = queryClient.getQueriesData<T>({ queryKey });
  queryClient.setQueriesData<T>({ queryKey }, (data) => (data === undefined ? data : update(data)));
  return snapshot;
}

export function restoreQueries(queryClient: QueryClient, snapshot: CacheSnapshot | undefined): void {
  for (const [queryKey, data] of snapshot ?? []) queryClient.setQueryData(queryKey, data);
}

/**
 * Resolves once the next frame has been painted. A change already on screen through instant rows lets that frame
 * go first; the cache's copy of it (and every list, count and sidebar it feeds) is updated right after.
 */
export const afterNextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
