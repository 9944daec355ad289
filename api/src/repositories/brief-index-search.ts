import type { Page } from '../lib/paging';
import { BPM_SPREAD, type TextQuery } from '../lib/text-query';
import { postingOf, type BriefIndex, type IndexedKind } from './brief-index';
import { parseLengthRange } from './search-brief-filters';
import {
  ANY_OF,
  type FacetKind,
  type ResolvedFacet,
  type SearchFilters,
  type SearchSortField,
} from './search-sql';
import { DENSE_MATCHES } from './search-track-page';

/**
 * A brief as the index answers it: the same matches and order as its SQL (search-sql.ts `searchConditions`, ranked
 * by search-track-page.ts). Each phrase must match: by its own words, or by any id of any term it means. Its rank
 * counts, in tenths, 10 for each phrase found as typed and 1 for each meant term a track has.
 */
interface IndexedBrief {
  meanings: { phrase: Int32Array | null; terms: Int32Array[][] }[];
  /** Each a list of postings a track must be in one of (chosen facet values). */
  chosen: Int32Array[][];
  /** Postings a track must be in none of (excluded terms). */
  excluded: Int32Array[];
  vocal: boolean | null;
  lengths: { from: number; to: number }[];
  bpm: { from: number; to: number } | null;
}

/** The filters the index answers; a search with any other (names, composers, publishers, bpm, key) is SQL's. */
const ANSWERED_FILTERS = new Set<string>([
  'text',
  'vocals',
  'length',
  'exclude',
  'genres',
  'moods',
  'instruments',
  'instrumentations',
  'topics',
  'tempos',
  'tempo',
  'labels',
  'keywords',
]);

const KIND_OF_FACET: Partial<Record<FacetKind, IndexedKind>> = {
  genres: 'genres',
  moods: 'moods',
  instrumentations: 'instruments',
  keywords: 'keywords',
  topics: 'topics',
  tempos: 'tempos',
  labels: 'labels',
};

/** The largest number of phrases a brief's matches are tracked for (one bit each). */
const MAX_MEANINGS = 8;

/**
 * Whether the index can answer a search exactly as SQL would, before its facet names are looked up: a brief of
 * vocabulary phrases, no typed word, only the filters it answers.
 */
export function indexAnswers(index: BriefIndex, filters: SearchFilters, text: TextQuery | null): boolean {
  const meanings = text?.meanings ?? [];
  // Words rank by ts_rank, which only the database computes; taken part by part, a brief ranks otherwise.
  if (!text || text.words.length || text.anyPart || !meanings.length || meanings.length > MAX_MEANINGS)
    return false;
  if (Object.entries(filters).some(([name, values]) => values?.length && !ANSWERED_FILTERS.has(name)))
    return false;
  // A phrase outside the vocabulary: its tracks are not in the index.
  return meanings.every(({ words, terms }) =>
    words.length ? index.phrases.has(words.join(' ')) : terms.length > 0,
  );
}

/** What a search asks, read for the index; null when the index cannot answer it exactly as SQL would. */
export function indexedBrief(
  index: BriefIndex,
  filters: SearchFilters,
  facets: ResolvedFacet[],
  text: TextQuery | null,
): IndexedBrief | null {
  if (!text || !indexAnswers(index, filters, text)) return null;
  const indexed: IndexedBrief = {
    meanings: [],
    chosen: [],
    excluded: [],
    vocal: null,
    lengths: [],
    bpm: text.bpm === null ? null : { from: text.bpm - BPM_SPREAD, to: text.bpm + BPM_SPREAD },
  };
  for (const { words, terms } of text.meanings ?? []) {
    indexed.meanings.push({
      phrase: words.length ? index.phrases.get(words.join(' '))! : null,
      terms: terms.map(({ kind, ids }) => ids.map((id) => postingOf(index, kind, id))),
    });
  }
  const anyOf = new Map<IndexedKind, Int32Array[]>();
  for (const { kind, ids, exclude } of facets) {
    const indexedKind = KIND_OF_FACET[kind];
    if (!indexedKind) return null;
    const postings = ids.map((id) => postingOf(index, indexedKind, id));
    if (exclude) indexed.excluded.push(...postings);
    else if (ANY_OF.has(kind)) anyOf.set(indexedKind, [...(anyOf.get(indexedKind) ?? []), ...postings]);
    else indexed.chosen.push(postings);
  }
  indexed.chosen.push(...anyOf.values());
  const vocals = new Set(filters.vocals ?? []);
  if (vocals.size === 1) indexed.vocal = vocals.has('vocal');
  // Validated at the boundary: each value a range.
  indexed.lengths = (filters.length ?? []).flatMap((value) => parseLengthRange(value) ?? []);
  return indexed;
}

/** The orders the index lists a brief in: by relevance (rank, then the default order), or newest first. */
export const indexedOrder = (sort: { field: SearchSortField; direction: 'asc' | 'desc' }): boolean =>
  sort.direction === 'desc' && (sort.field === 'relevance' || sort.field === 'release_date');

/** A brief's matches (places, in the default order) and each place's rank in tenths. */
export function briefMatches(
  index: BriefIndex,
  brief: IndexedBrief,
): { places: Int32Array; tenths: Uint16Array } {
  const count = index.trackIds.length;
  const tenths = new Uint16Array(count);
  const matched = new Uint8Array(count);
  // A stamp per place: which term (or filter) last marked it, so a track having two ids of one term counts once.
  const stamps = new Int32Array(count);
  let stamp = 0;
  brief.meanings.forEach(({ phrase, terms }, i) => {
    const bit = 1 << i;
    for (const place of phrase ?? []) {
      tenths[place]! += 10;
      matched[place]! |= bit;
    }
    for (const postings of terms) {
      stamp++;
      for (const posting of postings)
        for (const place of posting)
          if (stamps[place] !== stamp) {
            stamps[place] = stamp;
            tenths[place]! += 1;
            matched[place]! |= bit;
          }
    }
  });
  const every = (1 << brief.meanings.length) - 1;
  /** Stamps the places of postings, answering the stamp. */
  const mark = (postings: Int32Array[]) => {
    stamp++;
    for (const posting of postings) for (const place of posting) stamps[place] = stamp;
    return stamp;
  };
  let places: number[] = [];
  for (let place = 0; place < count; place++) if (matched[place] === every) places.push(place);
  for (const postings of brief.chosen) {
    const chosen = mark(postings);
    places = places.filter((place) => stamps[place] === chosen);
  }
  if (brief.excluded.length) {
    const excluded = mark(brief.excluded);
    places = places.filter((place) => stamps[place] !== excluded);
  }
  const { vocal, lengths, bpm } = brief;
  places = places.filter(
    (place) =>
      (vocal === null || (index.vocal[place] === 1) === vocal) &&
      (!lengths.length ||
        lengths.some(({ from, to }) => index.length[place]! >= from && index.length[place]! <= to)) &&
      (bpm === null ||
        (index.bpm[place]! >= 0 && index.bpm[place]! >= bpm.from && index.bpm[place]! <= bpm.to)),
  );
  return { places: Int32Array.from(places), tenths };
}

/** Places ranked: most tenths first, then the default order. */
function rankedPlaces(places: Int32Array, tenths: Uint16Array, count: number): Int32Array {
  const MOST = 65_535;
  const keys = Float64Array.from(places, (place) => (MOST - tenths[place]!) * count + place);
  keys.sort();
  return Int32Array.from(keys, (key) => key % count);
}

/**
 * A page of a brief's matches as track ids: by relevance, or newest first when asked, or when it matches most of the
 * catalogue (as SQL lists it then, search-track-page.ts).
 */
export function pageOfMatches(
  index: BriefIndex,
  { places, tenths }: { places: Int32Array; tenths: Uint16Array },
  byRelevance: boolean,
  page: Page,
): number[] {
  const ordered =
    byRelevance && places.length <= DENSE_MATCHES
      ? rankedPlaces(places, tenths, index.trackIds.length)
      : places;
  return Array.from(ordered.subarray(page.offset, page.offset + page.per), (place) => index.trackIds[place]!);
}
