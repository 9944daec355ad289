import type { Pool } from '../db/pool';
import { LruCache } from '../lib/lru-cache';

export interface CatalogueCacheOptions {
  /** Entries kept per cache (least recently used dropped first). */
  maxEntries?: number;
  /** How long a read of catalogue_version is trusted, in ms: a change made by another process shows within it. */
  checkEveryMs?: number;
  /** false: nothing is kept (every read misses), e.g. to measure uncached searches. */
  enabled?: boolean;
}

export interface KeptValues<V> {
  get(key: string): V | undefined;
  /** Keeps a value computed from the catalogue as it was at `since` (a `generation()`), unless it changed since. */
  set(key: string, value: V, since: number): void;
  /** The kept value, or compute, keep and answer it. */
  load(key: string, compute: () => Promise<V>): Promise<V>;
}

/**
 * Caches of values derived from the catalogue, all emptied when catalogue_version moves. Every write to a catalogue
 * table and every refresh_track_search() bumps that row (migration 090) in the writer's transaction, so a value
 * computed before a change is never served more than `checkEveryMs` after the change committed, and a value whose
 * computation overlapped a detected change is not kept.
 */
export function catalogueCache(db: Pool, options: CatalogueCacheOptions = {}) {
  const { maxEntries = 5000, checkEveryMs = 1000, enabled = true } = options;
  const caches: LruCache<unknown>[] = [];
  let version: number | null = null;
  let checkedAt = 0;
  let checking: Promise<void> | null = null;
  let generation = 0;

  const check = async (): Promise<void> => {
    const { rows } = await db.query<{ version: number }>('SELECT version FROM catalogue_version');
    const current = rows[0]?.version ?? 0;
    if (current !== version) {
      for (const cache of caches) cache.clear();
      generation++;
    }
    version = current;
    checkedAt = Date.now();
  };

  return {
    enabled,

    /** Makes sure the caches belong to the current catalogue: one query at most every `checkEveryMs`. */
    async fresh(): Promise<void> {
      if (!enabled || Date.now() - checkedAt < checkEveryMs) return;
      // Concurrent requests share one read.
      checking ??= check().finally(() => (checking = null));
      await checking;
    },

    /** Moves each time the caches are emptied. */
    generation: (): number => generation,

    /**
     * A cache emptied with the others when the catalogue changes, of at most `entries` values (default
     * `maxEntries`). Call `fresh()` first, once per request.
     */
    create<V>(entries = maxEntries): KeptValues<V> {
      const cache = new LruCache<V>(entries);
      caches.push(cache as LruCache<unknown>);
      const set = (key: string, value: V, since: number) => {
        if (enabled && since === generation) cache.set(key, value);
      };
      return {
        get: (key) => (enabled ? cache.get(key) : undefined),
        set,
        async load(key, compute) {
          const kept = enabled ? cache.get(key) : undefined;
          if (kept !== undefined) return kept;
          const since = generation;
          const value = await compute();
          set(key, value, since);
          return value;
        },
      };
    },
  };
}
export type CatalogueCache = ReturnType<typeof catalogueCache>;
