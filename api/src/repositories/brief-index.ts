import type { SuggestionTerms } from './suggestion-terms';

/**
 * The catalogue's main tracks as a brief reads them, held in memory for one catalogue version (brief-index-load.ts
 * reads it, brief-index-search.ts answers briefs from it). A track is its place in the default order (newest
 * release first, then album, position and id), so a list of places in ascending order is a list in that order.
 */
export interface BriefIndex {
  /** The track id at each place. */
  trackIds: Int32Array;
  /** Whether the track has lyricists (spec §2.7), 1 or 0. */
  vocal: Uint8Array;
  /** Length in seconds and tempo in bpm, -1 when unknown. */
  length: Int32Array;
  bpm: Int32Array;
  /** Per place, its label id (-1: none) and its analysed key (its place in `panel.keys`; 0: none). */
  label: Int32Array;
  soundKey: Uint16Array;
  /** Per place, its genre, mood and instrument ids (the panel counts them over a search's matches). */
  placeTerms: Record<PanelTermKind, PlaceTerms>;
  /** The names the panel's options are shown and ordered by. */
  panel: PanelNames;
  /** The names the search bar suggests (search_terms), read in the same snapshot. */
  suggestionTerms: SuggestionTerms;
  /** The places of the tracks having each taxonomy id, ascending: keyed `moods 8` (see termKey). */
  postings: Map<string, Int32Array>;
  /** The places of the tracks whose text holds each vocabulary phrase's words as a phrase, by its words. */
  phrases: Map<string, Int32Array>;
  /** The lexemes of the tracks' text vectors (track_text.doc), keyed by byteKey, with where each is. */
  lexemes: Map<string, LexemeEntries>;
  /** Their keys in the vectors' order (by bytes, as PostgreSQL compares lexemes). */
  sortedLexemes: string[];
}

/** Where one lexeme is in the tracks' vectors, and its positions there. */
export interface LexemeEntries {
  /** The places of the tracks holding it, ascending. */
  places: Int32Array;
  /** How many positions it has in each (0: the vector keeps none). */
  counts: Uint16Array;
  /** The positions, place after place, as a vector holds them: the weight in the top two bits (A 3 … D 0). */
  weps: Uint16Array;
}

/** The taxonomies the filter panel counts per track (brief-index-panel.ts). */
export const PANEL_TERM_KINDS = ['genres', 'moods', 'instruments'] as const;
export type PanelTermKind = (typeof PANEL_TERM_KINDS)[number];
export const isPanelTermKind = (kind: string): kind is PanelTermKind =>
  (PANEL_TERM_KINDS as readonly string[]).includes(kind);

/** The ids of each place: those of place p are ids[offsets[p]] up to ids[offsets[p + 1]]. */
export interface PlaceTerms {
  offsets: Int32Array;
  ids: Int32Array;
}

/** A panel option's name in each language, and its place among the others by that name as the database sorts. */
export interface OptionName {
  en: string;
  pt: string;
  orderEn: number;
  orderPt: number;
}

export interface PanelNames {
  /** Genres, moods, instruments and labels, keyed as termKey keys them (a label's name is one in both languages). */
  terms: Map<string, OptionName>;
  /** The analysed keys the tracks have ("A minor"), first an empty one for none, and their order as sorted. */
  keys: string[];
  keyOrder: Int32Array;
}

/**
 * A lexeme as the index keys it: its UTF-8 bytes, one character each, so that keys compare as PostgreSQL compares
 * lexemes (bytes, then length) and a prefix of the bytes is a prefix of the key.
 */
export const byteKey = (lexeme: string): string => Buffer.from(lexeme, 'utf8').toString('latin1');

/** The taxonomies a track has ids of, as the index keys them (a brief's term kinds and the filters' facets). */
export const INDEXED_KINDS = [
  'genres',
  'moods',
  'instruments',
  'keywords',
  'topics',
  'tempos',
  'labels',
] as const;
export type IndexedKind = (typeof INDEXED_KINDS)[number];

export const termKey = (kind: IndexedKind, id: number): string => `${kind} ${id}`;

const NONE = new Int32Array(0);

/** What the panel reads of `count` tracks with no label, key, genre, mood or instrument (until they are read). */
export function emptyPanel(count: number): Pick<BriefIndex, 'label' | 'soundKey' | 'placeTerms' | 'panel'> {
  const terms = { offsets: new Int32Array(count + 1), ids: NONE };
  return {
    label: new Int32Array(count).fill(-1),
    soundKey: new Uint16Array(count),
    placeTerms: { genres: terms, moods: terms, instruments: terms },
    panel: { terms: new Map(), keys: [''], keyOrder: new Int32Array(1) },
  };
}

/** The places having the id (none when no track has it). */
export const postingOf = (index: BriefIndex, kind: IndexedKind, id: number): Int32Array =>
  index.postings.get(termKey(kind, id)) ?? NONE;
