import type { Page } from '../lib/paging';
import { BPM_SPREAD, type TextQuery } from '../lib/text-query';
import { postingOf, type BriefIndex, type IndexedKind } from './brief-index';
import { textRanks, typedWords, wordsAnswered, type TypedWords } from './brief-index-words';
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
 * by search-track-page.ts). Each phrase must match: by its own words, or by any id of any term it means; each typed
 * word by any of its lexemes. Its rank counts, in tenths, 10 for each phrase found as typed and 1 for each meant term
 * a track has, plus the words' ts_rank.
 */
interface IndexedBrief {
  words: TypedWords | null;
  meanings: { phrase: Int32Array | null; terms: Int32Array[][] }[];
  /** Each a list of postings a track must be in one of (chosen facet values). */
  chosen: Int32Array[][];
  /** Postings a track must be in none of (excluded terms). */
  excluded: Int32Array[];
  vocal: boolean | null;
  lengths: { from: number; to: number }[];
  bpm: { from: number; to: number } | null;
}

/** The filters whose values a track must have one of: a search of those alone starts from their tracks. */
const CHOOSING_FILTERS = [
  'genres',
  'moods',
  'instruments',
  'instrumentations',
  'topics',
  'tempos',
  'tempo',
  'labels',
  'keywords',
] as const;

/** The filters the index answers; a search with any other (names, composers, publishers, bpm, key) is SQL's. */
const ANSWERED_FILTERS = new Set<string>([...CHOOSING_FILTERS, 'text', 'vocals', 'length', 'exclude']);

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
 * vocabulary phrases and words whose lexemes are known, only the filters it answers.
 */
export function indexAnswers(index: BriefIndex, filters: SearchFilters, text: TextQuery | null): boolean {
  const meanings = text?.meanings ?? [];
  const words = text?.words ?? [];
  // Taken part by part, a brief ranks otherwise.
  if (text?.anyPart || meanings.length > MAX_MEANINGS) return false;
  // Without words or phrases, chosen values (a genre and a mood) to start from: every track is SQL's.
  if (!meanings.length && !words.length && !CHOOSING_FILTERS.some((name) => filters[name]?.length))
    return false;
  if (words.length && !wordsAnswered(text!)) return false;
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
  if (!indexAnswers(index, filters, text)) return null;
  const words = text?.words.length ? typedWords(index, text) : null;
  const indexed: IndexedBrief = {
    words,
    meanings: [],
    chosen: [],
    excluded: [],
    vocal: null,
    lengths: [],
    bpm: text?.bpm == null ? null : { from: text.bpm - BPM_SPREAD, to: text.bpm + BPM_SPREAD },
  };
  for (const { words, terms } of text?.meanings ?? []) {
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
  // Each word: any of its lexemes.
  indexed.chosen.push(...(words?.matching ?? []));
  const vocals = new Set(filters.vocals ?? []);
  if (vocals.size === 1) indexed.vocal = vocals.has('vocal');
  // Validated at the boundary: each value a range.
  indexed.lengths = (filters.length ?? []).flatMap((value) => parseLengthRange(value) ?? []);
  return indexed;
}

/** Whether a brief only chooses (each word, each facet: one of some lists), so its matches can be walked in order. */
export const onlyChooses = (brief: IndexedBrief): boolean =>
  brief.chosen.length > 0 &&
  !brief.meanings.length &&
  !brief.excluded.length &&
  brief.vocal === null &&
  !brief.lengths.length &&
  brief.bpm === null;

/** The orders the index lists a brief in: by relevance (rank, then the default order), or newest first. */
export const indexedOrder = (sort: { field: SearchSortField; direction: 'asc' | 'desc' }): boolean =>
  sort.direction === 'desc' && (sort.field === 'relevance' || sort.field === 'release_date');

/** A brief's matches (places, in the default order), each one's rank in tenths, and its words' ts_rank. */
export interface BriefMatches {
  places: Int32Array;
  /** Of each of the places. */
  tenths: Uint16Array;
  /** The ts_rank of its words of each of the places (ascending) given, when it has words. */
  textRanks: ((places: Int32Array) => Float64Array) | null;
}

/**
 * Arrays of the catalogue's size a brief's matches are found with, one set per index, so that a brief allocates
 * none (at 1M tracks, 7 MB a brief): each is used within one synchronous call.
 */
interface Scratch {
  tenths: Uint16Array;
  matched: Uint8Array;
  /** Per place, which term (or filter) last marked it; stamps only grow, so they need no clearing. */
  stamps: Int32Array;
  stamp: number;
  places: Int32Array;
}
const scratches = new WeakMap<BriefIndex, Scratch>();

function scratchOf(index: BriefIndex): Scratch {
  const count = index.trackIds.length;
  let scratch = scratches.get(index);
  if (!scratch || scratch.stamp > 2 ** 30) {
    scratch = {
      tenths: new Uint16Array(count),
      matched: new Uint8Array(count),
      stamps: new Int32Array(count),
      stamp: 0,
      places: new Int32Array(count),
    };
    scratches.set(index, scratch);
  } else {
    scratch.tenths.fill(0);
    scratch.matched.fill(0);
  }
  return scratch;
}

/** Keeps the first `count` of the scratch's places that are in one of the postings (`wanted`) or in none of them. */
function keep(scratch: Scratch, count: number, postings: Int32Array[], wanted: boolean): number {
  const { places, stamps } = scratch;
  const stamp = ++scratch.stamp;
  for (const posting of postings) for (let n = 0; n < posting.length; n++) stamps[posting[n]!] = stamp;
  let kept = 0;
  for (let n = 0; n < count; n++) {
    const place = places[n]!;
    if ((stamps[place] === stamp) === wanted) places[kept++] = place;
  }
  return kept;
}

export function briefMatches(index: BriefIndex, brief: IndexedBrief): BriefMatches {
  const scratch = scratchOf(index);
  const { tenths, matched, stamps, places } = scratch;
  brief.meanings.forEach(({ phrase, terms }, i) => {
    const bit = 1 << i;
    for (let n = 0; phrase && n < phrase.length; n++) {
      const place = phrase[n]!;
      tenths[place]! += 10;
      matched[place]! |= bit;
    }
    for (const postings of terms) {
      // A track having two ids of one term counts once.
      const stamp = ++scratch.stamp;
      for (const posting of postings)
        for (let n = 0; n < posting.length; n++) {
          const place = posting[n]!;
          if (stamps[place] === stamp) continue;
          stamps[place] = stamp;
          tenths[place]! += 1;
          matched[place]! |= bit;
        }
    }
  });
  const every = (1 << brief.meanings.length) - 1;
  let count = 0;
  for (let place = 0; place < matched.length; place++) if (matched[place] === every) places[count++] = place;
  for (const postings of brief.chosen) count = keep(scratch, count, postings, true);
  if (brief.excluded.length) count = keep(scratch, count, brief.excluded, false);
  const { vocal, lengths, bpm } = brief;
  if (vocal !== null || lengths.length || bpm) {
    let kept = 0;
    for (let n = 0; n < count; n++) {
      const place = places[n]!;
      const length = index.length[place]!;
      const tempo = index.bpm[place]!;
      if (
        (vocal === null || (index.vocal[place] === 1) === vocal) &&
        (!lengths.length || lengths.some(({ from, to }) => length >= from && length <= to)) &&
        (bpm === null || (tempo >= 0 && tempo >= bpm.from && tempo <= bpm.to))
      )
        places[kept++] = place;
    }
    count = kept;
  }
  const found = places.slice(0, count);
  const tenthsOf = new Uint16Array(count);
  for (let n = 0; n < count; n++) tenthsOf[n] = tenths[found[n]!]!;
  const { words } = brief;
  return {
    places: found,
    tenths: tenthsOf,
    textRanks: words && ((ranked: Int32Array) => textRanks(words, ranked)),
  };
}

/** Whether the match at `a` ranks before the one at `b`: a higher rank, or as high and earlier in the default order. */
const before = (ranks: Float64Array, places: Int32Array, a: number, b: number): boolean =>
  ranks[a]! > ranks[b]! || (ranks[a] === ranks[b] && places[a]! < places[b]!);

/**
 * The first `needed` places ranked: highest rank first (the words' ts_rank plus the tenths, as SQL adds them: float4
 * and double), then the default order. A page near the start is chosen in one pass; deeper, every match is sorted.
 */
function rankedPlaces({ places, tenths, textRanks }: BriefMatches, needed: number): Int32Array {
  const ranks = textRanks?.(places) ?? new Float64Array(places.length);
  for (let n = 0; n < places.length; n++) ranks[n]! += tenths[n]! / 10;
  if (needed * 8 >= places.length) {
    const order = new Uint32Array(places.length);
    for (let n = 0; n < order.length; n++) order[n] = n;
    order.sort((a, b) => (before(ranks, places, a, b) ? -1 : 1));
    return Int32Array.from(order.subarray(0, needed), (n) => places[n]!);
  }
  // The best so far, best first: a match enters when it ranks before the last.
  const best: number[] = [];
  for (let n = 0; n < places.length; n++) {
    if (best.length === needed && !before(ranks, places, n, best[needed - 1]!)) continue;
    let [low, high] = [0, best.length];
    while (low < high) {
      const middle = (low + high) >> 1;
      if (before(ranks, places, best[middle]!, n)) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, n);
    if (best.length > needed) best.pop();
  }
  return Int32Array.from(best, (n) => places[n]!);
}

/**
 * A page of a brief's matches as track ids: by relevance, or newest first when asked, or when it matches most of the
 * catalogue (as SQL lists it then, search-track-page.ts).
 */
export function pageOfMatches(
  index: BriefIndex,
  matches: BriefMatches,
  byRelevance: boolean,
  page: Page,
): number[] {
  const { places } = matches;
  const needed = Math.min(page.offset + page.per, places.length);
  // Nothing to rank by (chosen values alone): every match ranks alike, in the default order.
  const ranked = matches.textRanks !== null || matches.tenths.some((tenths) => tenths > 0);
  const ordered =
    byRelevance && ranked && places.length <= DENSE_MATCHES ? rankedPlaces(matches, needed) : places;
  return Array.from(ordered.subarray(page.offset, page.offset + page.per), (place) => index.trackIds[place]!);
}
