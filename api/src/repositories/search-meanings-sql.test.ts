import type { MeantTerm } from '../lib/text-query';
import { everyMeaning, meaningConditions, rowTestedMeanings } from './search-meanings-sql';
import { searchConditions } from './search-sql';

/** The meanings of a brief as searchConditions takes them, with the parameters they were given. */
function meanings(list: { literal?: string; terms: MeantTerm[] }[]) {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const taken = list.map(({ literal, terms }) => {
    const named = literal ? param(literal) : null;
    return { literal: named, ...meaningConditions(named, terms, param) };
  });
  return { taken, params };
}

const names = (sql: string) => new Set(sql.match(/\$\d+/g));

describe('every meaning of a brief at once', () => {
  it('takes the terms all phrases mean once, and keeps every parameter in the condition', () => {
    // "motivational powerful": Uplifting and Energetic, Energetic and Epic.
    const { taken, params } = meanings([
      { literal: 'motivational', terms: [{ kind: 'moods', ids: [3, 4] }] },
      { literal: 'powerful', terms: [{ kind: 'moods', ids: [4, 7] }] },
    ]);
    const sql = everyMeaning(taken)!;
    expect(sql).not.toBeNull();
    expect(names(sql)).toEqual(new Set(params.map((_, i) => `$${i + 1}`)));
    // Energetic (4) is matched once, outside the AND of what each phrase means besides.
    const [shared, rest] = sql.split(' OR ((');
    expect(shared).toContain('s.mood_ids && ARRAY[$3::int, $5::int]');
    expect(rest).toContain(' AND ');
  });

  it('leaves the meanings as they are when they share nothing, or one means nothing but shared terms', () => {
    const apart = meanings([
      { literal: 'upbeat', terms: [{ kind: 'moods', ids: [1] }] },
      { literal: 'corporate', terms: [{ kind: 'topics', ids: [2] }] },
    ]);
    expect(everyMeaning(apart.taken)).toBeNull();
    const within = meanings([
      { terms: [{ kind: 'genres', ids: [5] }] },
      { literal: 'lofi', terms: [{ kind: 'genres', ids: [5, 6] }] },
    ]);
    expect(everyMeaning(within.taken)).toBeNull();
    expect(
      everyMeaning(meanings([{ literal: 'chill', terms: [{ kind: 'moods', ids: [1] }] }]).taken),
    ).toBeNull();
  });
});

describe('which phrases of a brief the index reads', () => {
  it('tests each phrase at least twice as common as the rarest on the rows the rarest finds', () => {
    // "upbeat corporate" at 100k tracks: Happy, Uplifting or Energetic, and the corporate terms.
    expect(rowTestedMeanings([48_951, 9_376])).toEqual(new Set([0]));
    expect(rowTestedMeanings([9_376, 48_951, 18_752, 18_751])).toEqual(new Set([1, 2]));
    // Phrases not counted stay with the index, as does everything when fewer than two are counted.
    expect(rowTestedMeanings([undefined, 5_000, 20_000])).toEqual(new Set([2]));
    expect(rowTestedMeanings([undefined, 48_951])).toEqual(new Set());
    expect(rowTestedMeanings([0, 0])).toEqual(new Set());
  });

  it('writes a row-tested phrase so that no index scan can answer it', () => {
    const text = {
      words: [],
      bpm: null,
      meanings: [
        { words: ['upbeat'], terms: [{ kind: 'moods' as const, ids: [1, 8] }] },
        { words: ['corporate'], terms: [{ kind: 'topics' as const, ids: [2] }] },
      ],
    };
    const indexed = searchConditions({}, [], text).conditions;
    const tested = searchConditions({}, [], text, [], new Set([0])).conditions;
    expect(tested).toHaveLength(indexed.length);
    expect(tested.filter((condition) => condition.endsWith(' IS TRUE'))).toEqual([
      `(${indexed.find((condition) => condition.includes('s.mood_ids &&'))}) IS TRUE`,
    ]);
  });
});
