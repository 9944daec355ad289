import type { TextQuery } from '../lib/text-query';
import { noSuggestionTerms } from './suggestion-terms';
import { emptyPanel, termKey, type BriefIndex, type IndexedKind } from './brief-index';
import { briefMatches, indexedBrief, pageOfMatches } from './brief-index-search';
import type { ResolvedFacet, SearchFilters } from './search-sql';
import { DENSE_MATCHES } from './search-track-page';

/** An index of `count` tracks (ids 101, 102… in the default order) with the given postings and phrases. */
function indexOf(
  count: number,
  postings: [IndexedKind, number, number[]][],
  phrases: Record<string, number[]> = {},
): BriefIndex {
  return {
    trackIds: Int32Array.from({ length: count }, (_, place) => 101 + place),
    vocal: Uint8Array.from({ length: count }, (_, place) => place % 2),
    length: Int32Array.from({ length: count }, (_, place) => (place === 0 ? -1 : 60 * place)),
    bpm: Int32Array.from({ length: count }, (_, place) => (place === 0 ? -1 : 100 + place)),
    postings: new Map(postings.map(([kind, id, places]) => [termKey(kind, id), Int32Array.from(places)])),
    phrases: new Map(Object.entries(phrases).map(([words, places]) => [words, Int32Array.from(places)])),
    lexemes: new Map(),
    sortedLexemes: [],
    ...emptyPanel(count),
    suggestionTerms: noSuggestionTerms(),
  };
}

const FIRST_PAGE = { page: 1, per: 20, offset: 0 };

/** The ids of the first page of a brief by relevance; null when the index does not answer it. */
function ranked(
  index: BriefIndex,
  text: TextQuery,
  filters: SearchFilters = {},
  facets: ResolvedFacet[] = [],
): number[] | null {
  const brief = indexedBrief(index, filters, facets, text);
  return brief && pageOfMatches(index, briefMatches(index, brief), true, FIRST_PAGE);
}

const brief = (meanings: TextQuery['meanings'], bpm: number | null = null): TextQuery => ({
  words: [],
  bpm,
  meanings,
});

describe('briefs answered from the index', () => {
  // "upbeat corporate": upbeat means two moods (or its own word), corporate a genre (or its own word).
  const index = indexOf(
    8,
    [
      ['moods', 1, [1, 2, 3, 5]],
      ['moods', 2, [2, 3, 6]],
      ['genres', 7, [2, 3, 4, 5, 6]],
      ['instruments', 9, [3]],
    ],
    { upbeat: [4], corporate: [1, 7] },
  );
  const upbeatCorporate = brief([
    { words: ['upbeat'], terms: [{ kind: 'moods', ids: [1, 2] }] },
    { words: ['corporate'], terms: [{ kind: 'genres', ids: [7] }] },
  ]);

  it('finds the tracks matching every phrase, a phrase found as typed above its terms, then newest first', () => {
    // Place 1: "corporate" typed (10) and an upbeat mood (1); 4: "upbeat" typed (10) and the genre (1); 2 and 3 hold
    // both moods, one term (1) and the genre (1); 5 and 6 one mood and the genre; 7 lacks upbeat, 0 everything.
    expect(ranked(index, upbeatCorporate)).toEqual([102, 105, 103, 104, 106, 107]);
    // The rank in tenths, as SQL counts it (search-sql.ts): a phrase found as typed 10, each term held 1.
    const { places, tenths } = briefMatches(index, indexedBrief(index, {}, [], upbeatCorporate)!);
    expect({ places: [...places], tenths: [...tenths] }).toEqual({
      places: [1, 2, 3, 4, 5, 6],
      tenths: [11, 2, 2, 11, 2, 2],
    });
  });

  it('applies the filters beside the brief: chosen and excluded terms, vocals, lengths and the tempo', () => {
    const instrument: ResolvedFacet = { kind: 'instrumentations', value: 'Piano', ids: [9] };
    expect(ranked(index, upbeatCorporate, {}, [instrument])).toEqual([104]);
    expect(ranked(index, upbeatCorporate, {}, [{ ...instrument, exclude: true }])).toEqual([
      102, 105, 103, 106, 107,
    ]);
    expect(ranked(index, upbeatCorporate, { vocals: ['vocal'] })).toEqual([102, 104, 106]);
    expect(ranked(index, upbeatCorporate, { vocals: ['vocal', 'instrumental'] })).toHaveLength(6);
    expect(ranked(index, upbeatCorporate, { length: ['100-200', '290-300'] })).toEqual([103, 104, 106]);
    // 120 bpm searches 115 to 125: places 15 to 25, none here; 105 searches 100-110, every place but the unknown.
    expect(ranked(index, brief(upbeatCorporate.meanings, 120))).toEqual([]);
    expect(ranked(index, brief(upbeatCorporate.meanings, 105))).toEqual([102, 105, 103, 104, 106, 107]);
  });

  it('leaves to SQL what it cannot rank as SQL does: typed words, parts, unknown phrases, other filters', () => {
    expect(ranked(index, { ...upbeatCorporate, words: ['dark'] })).toBeNull();
    expect(ranked(index, { ...upbeatCorporate, anyPart: true })).toBeNull();
    expect(ranked(index, brief([{ words: ['not', 'indexed'], terms: [] }]))).toBeNull();
    expect(ranked(index, upbeatCorporate, { track_name: ['sky'] })).toBeNull();
    expect(
      ranked(index, upbeatCorporate, {}, [{ kind: 'composers', value: 'Ana Lima', ids: [3] }]),
    ).toBeNull();
  });

  it('lists a brief matching more than the ranked limit newest first', () => {
    const count = DENSE_MATCHES + 11;
    const everyPlace = Array.from({ length: count }, (_, place) => place);
    const broad = indexOf(count, [['moods', 1, everyPlace.slice(10)]], { sunny: [count - 1] });
    const sunny = brief([{ words: ['sunny'], terms: [{ kind: 'moods', ids: [1] }] }]);
    const matches = briefMatches(broad, indexedBrief(broad, {}, [], sunny)!);
    expect(matches.places).toHaveLength(count - 10);
    expect(pageOfMatches(broad, matches, true, FIRST_PAGE)[0]).toBe(111);
    // One fewer: ranked, the typed word first.
    const fewer = { ...matches, places: matches.places.subarray(1), tenths: matches.tenths.subarray(1) };
    expect(pageOfMatches(broad, fewer, true, FIRST_PAGE)[0]).toBe(101 + count - 1);
  });
});
