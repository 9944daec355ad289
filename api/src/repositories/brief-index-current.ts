import type { Pool } from '@rsm/db/pool';
import type { BriefIndex } from './brief-index';
import { loadBriefIndex } from './brief-index-load';
import type { CatalogueCache } from './catalogue-cache';

/** After a read of the index fails, it is not read again for this long (briefs are searched in SQL meanwhile). */
const RETRY_AFTER_MS = 10_000;

/**
 * The brief index of the catalogue as it is: read when the API starts (`load`) and again whenever the catalogue
 * changes, in the background. Like the vocabulary, it is held even with the caches turned off: it keeps no answer,
 * only what every brief reads.
 */
export function currentBriefIndex(db: Pool, cache: CatalogueCache) {
  cache.followChanges();
  let held: { index: BriefIndex; generation: number } | null = null;
  let loading: Promise<boolean> | null = null;
  let failedAt = Number.NEGATIVE_INFINITY;

  /** Reads the index; answers whether it is held for the catalogue as it is. */
  const load = (): Promise<boolean> => {
    loading ??= (async () => {
      await cache.fresh();
      const since = cache.generation();
      const index = await loadBriefIndex(db);
      // Read across a change: the next brief reads it again.
      if (since !== cache.generation()) return false;
      held = { index, generation: since };
      return true;
    })()
      .catch(() => {
        failedAt = Date.now();
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
      if (Date.now() - failedAt >= RETRY_AFTER_MS) void load();
      return null;
    },
  };
}
export type CurrentBriefIndex = ReturnType<typeof currentBriefIndex>;
