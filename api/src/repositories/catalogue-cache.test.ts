import type { Pool } from '@rsm/db/pool';
import { catalogueCache } from './catalogue-cache';

/** A stand-in pool answering only the catalogue_version read. */
function versionPool() {
  const state = { version: 1, reads: 0 };
  const pool = {
    query: async () => {
      state.reads++;
      return { rows: [{ version: state.version }] };
    },
  } as unknown as Pool;
  return { pool, state };
}

/** A cache that reads the version before every value it serves, with its first version read. */
async function checkedOnEveryRead() {
  const { pool, state } = versionPool();
  const cache = catalogueCache(pool, { checkEveryMs: 0 });
  const values = cache.create<string>();
  await cache.fresh();
  return { state, cache, values };
}

describe('catalogueCache', () => {
  it('keeps values until the version moves, reading it at most once per interval', async () => {
    const { pool, state } = versionPool();
    const cache = catalogueCache(pool, { checkEveryMs: 60_000 });
    const values = cache.create<string>();
    await Promise.all([cache.fresh(), cache.fresh()]);
    expect(state.reads).toBe(1);
    expect(await values.load('k', async () => 'first')).toBe('first');
    expect(await values.load('k', async () => 'second')).toBe('first');
    state.version = 2;
    await cache.fresh();
    // Within the interval the version is not read again.
    expect(state.reads).toBe(1);
    const later = catalogueCache(pool, { checkEveryMs: 0 });
    const laterValues = later.create<string>();
    await later.fresh();
    await laterValues.load('k', async () => 'v2');
    state.version = 3;
    await later.fresh();
    expect(await laterValues.load('k', async () => 'v3')).toBe('v3');
  });

  it('does not keep a value whose computation overlapped a change', async () => {
    const { state, cache, values } = await checkedOnEveryRead();
    const stale = values.load('k', async () => {
      state.version = 2;
      await cache.fresh();
      return 'computed before the change';
    });
    expect(await stale).toBe('computed before the change');
    expect(await values.load('k', async () => 'after')).toBe('after');
  });

  it('computes a value once for the requests asking for it meanwhile, but afresh after a change', async () => {
    const { state, cache, values } = await checkedOnEveryRead();
    let computed = 0;
    let finish: (value: string) => void = () => undefined;
    const slow = () => {
      computed++;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const first = values.load('k', slow);
    const second = values.load('k', slow);
    expect(computed).toBe(1);
    // After a change, a request does not wait for the value of the catalogue before it.
    state.version = 2;
    await cache.fresh();
    const third = values.load('k', async () => 'after the change');
    finish('before the change');
    expect(await Promise.all([first, second, third])).toEqual([
      'before the change',
      'before the change',
      'after the change',
    ]);
    // A failed computation is not kept waiting: the next request computes again.
    await expect(values.load('e', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await values.load('e', async () => 'up')).toBe('up');
  });

  it('bounds all its caches together by bytes, dropping the least recently used value of any of them', async () => {
    const { pool } = versionPool();
    // Keys are prefixed by their cache ("0 k", 3 bytes); strings count their length: two 40-byte entries fit in 90.
    const cache = catalogueCache(pool, { checkEveryMs: 60_000, maxBytes: 90 });
    const pages = cache.create<string>();
    const bodies = cache.create<string>();
    await cache.fresh();
    await pages.load('a', async () => 'p'.repeat(37));
    await bodies.load('a', async () => 'b'.repeat(37));
    expect(pages.get('a')).toBe('p'.repeat(37));
    await bodies.load('b', async () => 'c'.repeat(37));
    expect([bodies.get('a'), pages.get('a'), bodies.get('b')]).toEqual([
      undefined,
      'p'.repeat(37),
      'c'.repeat(37),
    ]);
  });

  it('keeps nothing when turned off', async () => {
    const { pool, state } = versionPool();
    const cache = catalogueCache(pool, { enabled: false });
    const values = cache.create<number>();
    await cache.fresh();
    expect(state.reads).toBe(0);
    expect(await values.load('k', async () => 1)).toBe(1);
    expect(await values.load('k', async () => 2)).toBe(2);
    // Asked twice while it is computed: computed once all the same, then not kept.
    let computed = 0;
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++computed), 10));
    expect(await Promise.all([values.load('k', slow), values.load('k', slow)])).toEqual([1, 1]);
    expect(await values.load('k', slow)).toBe(2);
  });

  it('keeps the vocabulary when turned off, until the version moves', async () => {
    const { pool, state } = versionPool();
    const cache = catalogueCache(pool, { enabled: false, checkEveryMs: 0 });
    const results = cache.create<string>();
    const vocabulary = cache.create<string>({ vocabulary: true });
    await cache.fresh();
    expect(state.reads).toBe(1);
    expect(await vocabulary.load('terms', async () => 'Calm')).toBe('Calm');
    expect(await results.load('page', async () => 'first')).toBe('first');
    await cache.fresh();
    expect(await vocabulary.load('terms', async () => 'Calm again')).toBe('Calm');
    expect(await results.load('page', async () => 'second')).toBe('second');
    state.version = 2;
    await cache.fresh();
    expect(await vocabulary.load('terms', async () => 'Calm, Serene')).toBe('Calm, Serene');
  });
});
