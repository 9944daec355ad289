import type { Pool } from '@rsm/db/pool';
import type { BriefIndex } from './brief-index';
import { loadBriefIndex } from './brief-index-load';
import type { CatalogueCache } from './catalogue-cache';

/** After a read of the index fails, it is not read again for this long (briefs are searched in SQL meanwhile). */
const RETRY_AFTER_MS = 10_000;
/**
 * A change read again at most this often after the last read began: while the catalogue changes every second (an
 * import), each read would be of a catalogue already gone; at 100k tracks one takes 1.3 s of a connection.
 */
const READ_EVERY_MS = 5_000;

export interface BriefIndexReading {
  /** Reads the index (brief-index-load.ts). */
  read?: typeof loadBriefIndex;
  /** Told why a read failed (briefs are searched in SQL until a read succeeds). */
  failed?: (error: unknown) => void;
}

/**
 * The brief index of the catalogue as it is: read when the API starts (`load`) and again whenever the catalogue
 * changes, in the background. Like the vocabulary, it is held even with the caches turned off: it keeps no answer,
 * only what every brief reads.
 */
export function currentBriefIndex(
  db: Pool,
  cache: CatalogueCache,
  { read = loadBriefIndex, failed }: BriefIndexReading = {},
) {
  cache.followChanges();
  let held: { index: BriefIndex; generation: number } | null = null;
  let loading: Promise<boolean> | null = null;
  let failedAt = Number.NEGATIVE_INFINITY;
  let startedAt = Number.NEGATIVE_INFINITY;

  /** Reads the index; answers whether it is held for the catalogue as it is. */
  const load = (): Promise<boolean> => {
    loading ??= (async () => {
      startedAt = Date.now();
      await cache.fresh();
      const since = cache.generation();
      const index = await read(db);
      // Read across a change: the next brief reads it again.
      if (since !== cache.generation()) return false;
      held = { index, generation: since };
      return true;
    })()
      .catch((error: unknown) => {
        failedAt = Date.now();
        failed?.(error);
        return false;
      })
      .finally(() => (loading = null));
    return loading;
  };

  return {
    load,
    /** The index of the catalogue as it is now, or null while it is read (then it is being read). */
    async current(): Promise<BriefIndex | null> {
      await cache.fresh();
      if (held?.generation === cache.generation()) return held.index;
      const now = Date.now();
      if (now - failedAt >= RETRY_AFTER_MS && now - startedAt >= READ_EVERY_MS) void load();
      return null;
    },
  };
}
export type CurrentBriefIndex = ReturnType<typeof currentBriefIndex>;
