import type { Row } from './bulk-insert';
import { GENRES, INSTRUMENTATIONS, KEYWORDS, MOODS, TEMPOS, TOPICS } from './words';

export const TAXONOMIES = {
  genres: GENRES,
  moods: MOODS,
  instrumentations: INSTRUMENTATIONS,
  keywords: KEYWORDS,
  topics: TOPICS,
  tempos: TEMPOS,
} as const;
export type TaxonomyTable = keyof typeof TAXONOMIES;

/** Rows for every taxonomy table; ids are list positions + 1 so the rest of the plan can refer to them. */
export function taxonomyRows(): Record<TaxonomyTable, Row[]> {
  const entries = Object.entries(TAXONOMIES).map(([table, pairs]) => [
    table,
    pairs.map(([en, pt], index) => ({ id: index + 1, name_en: en, name_pt: pt })),
  ]);
  return Object.fromEntries(entries) as Record<TaxonomyTable, Row[]>;
}

/** The tempo band (ids of TEMPOS) a bpm falls in. */
export function tempoIdFor(bpm: number): number {
  if (bpm < 90) return 1;
  if (bpm < 115) return 2;
  if (bpm < 140) return 3;
  return 4;
}

/** The 1-based ids of every entry of a taxonomy. */
export function taxonIds(table: TaxonomyTable): number[] {
  return TAXONOMIES[table].map((_, index) => index + 1);
}

/** The id of a taxonomy entry by its English name; a name missing from the lists is a mistake in the seed. */
export function taxonId(table: TaxonomyTable, english: string): number {
  const index = TAXONOMIES[table].findIndex(([en]) => en === english);
  if (index < 0) throw new Error(`no ${table} entry named ${english}`);
  return index + 1;
}
