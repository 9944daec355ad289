/**
 * The fields of a search, as the apps write them in an address (`q[field][]=value`) and the API reads them: one
 * list for both.
 */
export const SEARCH_FIELDS = [
  'text',
  'keywords',
  'composers',
  'labels',
  'genres',
  'moods',
  'tempos',
  /** Uses a track is for, `Documentary` (its own topics and its album's). */
  'topics',
  'instruments',
  'instrumentations',
  'publishers',
  'track_name',
  'album_name',
  /** A BPM range, `90-110` (the analysed tempo where the metadata has none). */
  'bpm',
  /** A key and mode as the analysis names it, `A minor`, `F# major`. */
  'key',
  /** `vocal` or `instrumental` (vocals: the track has lyricists). */
  'vocals',
  /** A length range in seconds, `60-180`. */
  'length',
  /** Catalogue terms (genre, mood, instrument, keyword) a track must not have: `Drums`. */
  'exclude',
] as const;

export type SearchField = (typeof SEARCH_FIELDS)[number];

/** Other names a field goes by in addresses clients write: `q[tempo][]` is `q[tempos][]`. */
export const SEARCH_FIELD_ALIASES = { tempo: 'tempos' } as const satisfies Record<string, SearchField>;
