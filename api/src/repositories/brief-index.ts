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

/** The places having the id (none when no track has it). */
export const postingOf = (index: BriefIndex, kind: IndexedKind, id: number): Int32Array =>
  index.postings.get(termKey(kind, id)) ?? NONE;
