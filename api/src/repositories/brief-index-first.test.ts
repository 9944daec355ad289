import { firstPlaces } from './brief-index-first';

/** A random generator that repeats: the same lists on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** The places in one of every word's lists, in order: every place tested. */
function everyMatch(words: Int32Array[][], places: number): number[] {
  const found: number[] = [];
  for (let place = 0; place < places; place++)
    if (words.every((lists) => lists.some((list) => list.includes(place)))) found.push(place);
  return found;
}

describe('the first places of words', () => {
  it('are the first matches in order, each once, for lists of every size', () => {
    const next = random(7);
    for (let run = 0; run < 300; run++) {
      const places = 1 + Math.floor(next() * 400);
      // 1 to 3 words of 0 to 6 lists each (a prefix's lexemes), some lists sharing places, some empty.
      const words = Array.from({ length: 1 + Math.floor(next() * 3) }, () =>
        Array.from({ length: Math.floor(next() * 7) }, () => {
          const share = next() * next();
          return Int32Array.from({ length: places }, (_, place) => place).filter(() => next() < share);
        }),
      );
      const expected = everyMatch(words, places);
      for (const count of [1, 5, expected.length, expected.length + 1, 1000])
        expect({ run, count, found: Array.from(firstPlaces(words, count)) }).toEqual({
          run,
          count,
          found: expected.slice(0, count),
        });
    }
  });
});
