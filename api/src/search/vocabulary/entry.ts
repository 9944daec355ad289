/**
 * One everyday word or phrase of a brief and the catalogue terms it means, by their English names (the taxonomy's
 * `name_en`; a test checks each one exists in the demo catalogue). `vocals` reads as a filter, not a term.
 */
export interface VocabularyEntry {
  /** Lower-case, accents allowed (they are folded when read); several words are matched as a phrase. */
  phrase: string;
  genres?: string[];
  moods?: string[];
  instruments?: string[];
  keywords?: string[];
  topics?: string[];
  tempos?: string[];
  vocals?: 'vocal' | 'instrumental';
}

/** The taxonomies a vocabulary entry may point into, as `q[kind][]` names them. */
export const TERM_KINDS = ['genres', 'moods', 'instruments', 'keywords', 'topics', 'tempos'] as const;
export type TermKind = (typeof TERM_KINDS)[number];

/** What a brief word means: the catalogue terms (or the vocals filter) it stands for. */
export type Meaning = Omit<VocabularyEntry, 'phrase'>;

/** Phrases that mean the same terms: one entry each, in the order written. */
export function synonyms(meaning: Meaning, ...phrases: string[]): VocabularyEntry[] {
  return phrases.map((phrase) => ({ phrase, ...meaning }));
}
