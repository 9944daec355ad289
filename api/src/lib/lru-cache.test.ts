import { approximateBytes, LruCache } from './lru-cache';

describe('LruCache', () => {
  it('forgets the least recently used entries once their bytes pass the budget', () => {
    // Keys of 1 byte plus values of 10: three entries fit in 33 bytes, not four.
    const cache = new LruCache<string>(33);
    cache.set('a', 'aaaaaaaaaa');
    cache.set('b', 'bbbbbbbbbb');
    cache.set('c', 'cccccccccc');
    expect(cache.get('a')).toBe('aaaaaaaaaa');
    cache.set('d', 'dddddddddd');
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.get('d'), cache.size, cache.bytes]).toEqual([
      'aaaaaaaaaa',
      'cccccccccc',
      'dddddddddd',
      3,
      33,
    ]);
    cache.clear();
    expect([cache.get('a'), cache.size, cache.bytes]).toEqual([undefined, 0, 0]);
  });

  it('makes room for a large value by dropping as many old ones as it takes', () => {
    // Three entries of 10 bytes, then one of 33: two must go for the total to fit in 45.
    const cache = new LruCache<string>(45);
    for (const key of ['a', 'b', 'c']) cache.set(key, key.repeat(9));
    cache.set('big', 'x'.repeat(30));
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, undefined, 'ccccccccc']);
    expect(cache.bytes).toBe(43);
  });

  it('does not keep a value larger than the whole budget, nor count a replaced one twice', () => {
    const cache = new LruCache<string>(20);
    cache.set('k', 'x'.repeat(30));
    expect([cache.get('k'), cache.bytes]).toEqual([undefined, 0]);
    cache.set('k', 'short');
    cache.set('k', 'longer');
    expect([cache.get('k'), cache.bytes]).toEqual(['longer', 7]);
  });

  it('counts objects at twice their JSON and strings at their length', () => {
    expect(approximateBytes('{"id":1}')).toBe(8);
    expect(approximateBytes({ id: 1 })).toBe(16);
    expect(approximateBytes([1, 2, 3])).toBe(14);
  });
});
