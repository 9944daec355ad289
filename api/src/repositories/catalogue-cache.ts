import type { Pool } from '@rsm/db/pool';
import { LruCache } from '../lib/lru-cache';

export interface CatalogueCacheOptions {
  /** Approximate bytes kept by all the caches together (least recently used dropped first, whichever cache). */
  maxBytes?: number;
  /** How long a read of catalogue_version is trusted, in ms: a change made by another process shows within it. */
  checkEveryMs?: number;
  /** false: nothing is kept (every read misses), e.g. to measure uncached searches. */
  enabled?: boolean;
}

export interface KeptValues<V> {
  get(key: string): V | undefined;
  /** Keeps a value computed from the catalogue as it was at `since` (a `generation()`), unless it changed since. */
  set(key: string, value: V, since: number): void;
  /** The kept value, or compute, keep and answer it: computed once for the requests asking for it meanwhile. */
  load(key: string, compute: () => Promise<V>): Promise<V>;
}

/**
 * Computations under way, by key: a request asking for one meanwhile waits for it rather than computing it again
 * (a popular search asked by many at once after the catalogue changed is computed once, not once per request).
 */
export function computedOnce<V>(): (key: string, compute: () => Promise<V>) => Promise<V> {
  const computing = new Map<string, Promise<V>>();
  return (key, compute) => {
    const pending = computing.get(key);
    if (pending) return pending;
    const value = compute().finally(() => computing.delete(key));
    computing.set(key, value);
    return value;
  };
}

/**
 * Caches of values derived from the catalogue, all emptied when catalogue_version moves. Every write to a catalogue
 * table and every refresh_track_search() bumps that row (migration 090) in the writer's transaction, so a value
 * computed before a change is never served more than `checkEveryMs` after the change committed, and a value whose
 * computation overlapped a detected change is not kept.
 */
export function catalogueCache(db: Pool, options: CatalogueCacheOptions = {}) {
  const { maxBytes = 32 * 1024 * 1024, checkEveryMs = 1000, enabled = true } = options;
  // One budget for every cache: memory goes to whatever is used most, and the total stays bounded.
  const kept = new LruCache<unknown>(maxBytes);
  let caches = 0;
  let version: number | null = null;
  let checkedAt = 0;
  let checking: Promise<void> | null = null;
  let generation = 0;
  // Whether any cache keeps values, so that the catalogue's version is worth checking.
  let keeping = enabled;

  const check = async (): Promise<void> => {
    const { rows } = await db.query<{ version: number }>('SELECT version FROM catalogue_version');
    const current = rows[0]?.version ?? 0;
    if (current !== version) {
      kept.clear();
      generation++;
    }
    version = current;
    checkedAt = Date.now();
  };

  return {
    enabled,

    /** Makes sure the caches belong to the current catalogue: one query at most every `checkEveryMs`. */
    async fresh(): Promise<void> {
      if (!keeping || Date.now() - checkedAt < checkEveryMs) return;
      // Concurrent requests share one read.
      checking ??= check().finally(() => (checking = null));
      await checking;
    },

    /** Something held outside these caches follows the catalogue's changes: its version is checked, kept or not. */
    followChanges(): void {
      keeping = true;
    },

    /** Moves each time the caches are emptied. */
    generation: (): number => generation,

    /**
     * A cache emptied with the others when the catalogue changes. Call `fresh()` first, once per request.
     * `vocabulary`: what every search reads to understand its text (the taxonomy's names in both languages), kept even
     * when the caches are turned off. Turning them off measures searches that are not kept, as a search never asked
     * before is answered; such a search still finds the vocabulary kept.
     */
    create<V>(options: { vocabulary?: boolean } = {}): KeptValues<V> {
      const keeps = enabled || options.vocabulary === true;
      keeping ||= keeps;
      const prefix = `${caches++} `;
      const get = (key: string) => (keeps ? (kept.get(prefix + key) as V | undefined) : undefined);
      const set = (key: string, value: V, since: number) => {
        if (keeps && since === generation) kept.set(prefix + key, value);
      };
      // Values being computed: requests asking for one meanwhile wait for it instead of computing it again, whether
      // or not it is kept.
      const once = computedOnce<V>();
      return {
        get,
        set,
        async load(key, compute) {
          const found = get(key);
          if (found !== undefined) return found;
          // Even with nothing kept, a value asked for again while it is computed is computed once: a suggestion
          // reads its text twice at once (the names it offers, and what Enter would find).
          const since = generation;
          // Keyed by generation too: a request after a change never waits for a value of the catalogue before it.
          return once(`${since} ${key}`, async () => {
            const computed = await compute();
            set(key, computed, since);
            return computed;
          });
        },
      };
    },
  };
}
export type CatalogueCache = ReturnType<typeof catalogueCache>;

/**
 * Records by id, per language: the ones `kept` holds, and the rest loaded by `load` in one go and kept (the DTOs of
 * tracks and albums). Unknown ids are left out of the map.
 */
export async function keptByIds<V extends { id: number }>(
  catalogue: CatalogueCache,
  kept: KeptValues<V>,
  ids: number[],
  language: string,
  load: (missing: number[]) => Promise<V[]>,
): Promise<Map<number, V>> {
  const found = new Map<number, V>();
  if (ids.length === 0) return found;
  await catalogue.fresh();
  const since = catalogue.generation();
  const keyOf = (id: number) => `${language} ${id}`;
  for (const id of ids) {
    const value = kept.get(keyOf(id));
    if (value) found.set(id, value);
  }
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length === 0) return found;
  for (const value of await load(missing)) {
    kept.set(keyOf(value.id), value, since);
    found.set(value.id, value);
  }
  return found;
}
