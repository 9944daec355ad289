import type { Pool } from '@rsm/db/pool';
import type { TextMeaning } from '../lib/text-query';
import { VOCABULARY } from '../search/read-brief';

/**
 * The key search_meaning_totals (migration 530) keeps a phrase's total by, when it is searched alone: its own words,
 * then the ids it means by kind, kinds and ids in order (`sunny|moods:1,8`; a misspelt phrase, read as its terms
 * alone, `|moods:1,8`). The refresh writes the same text for each phrase of the vocabulary.
 */
export function meaningKey({ words, terms }: TextMeaning): string {
  const byKind = new Map<string, Set<number>>();
  for (const { kind, ids } of terms)
    for (const id of ids) byKind.set(kind, (byKind.get(kind) ?? new Set()).add(id));
  const kinds = [...byKind.keys()].sort();
  const ids = kinds.map((kind) => `${kind}:${[...byKind.get(kind)!].sort((a, b) => a - b).join(',')}`);
  return `${words.join(' ')}|${ids.join(';')}`;
}

/**
 * The totals counted at the last refresh of each phrase searched alone, in order: undefined where a phrase was not
 * counted (not in the vocabulary, or the catalogue changed since). One statement for a brief's phrases.
 */
export async function countedMeaningTotals(
  db: Pool,
  meanings: TextMeaning[],
): Promise<(number | undefined)[]> {
  if (!meanings.length) return [];
  const keys = meanings.map(meaningKey);
  const { rows } = await db.query<{ meaning: string; total: number }>(
    'SELECT meaning, total FROM search_meaning_totals WHERE meaning = ANY($1::text[])',
    [keys],
  );
  const totals = new Map(rows.map(({ meaning, total }) => [meaning, total]));
  return keys.map((key) => totals.get(key));
}

/**
 * Writes the vocabulary (search/vocabulary) where the refresh counts its phrases: a row per phrase and term, by the
 * term's English name. Answers whether the totals need counting: the vocabulary changed, or none are counted.
 */
export async function storeVocabulary(db: Pool): Promise<boolean> {
  const rows = [...VOCABULARY.values()].flatMap(({ words, terms }) =>
    terms.map(({ kind, name }) => [words.join(' '), kind, name] as const),
  );
  const { rows: stored } = await db.query<{ changed: number; counted: number }>(
    `WITH given AS (SELECT * FROM unnest($1::text[], $2::text[], $3::text[]) AS g (words, kind, name)),
       gone AS (DELETE FROM search_vocabulary v
         WHERE NOT EXISTS (SELECT 1 FROM given g WHERE (g.words, g.kind, g.name) = (v.words, v.kind, v.name))
         RETURNING 1),
       added AS (INSERT INTO search_vocabulary (words, kind, name) SELECT words, kind, name FROM given
         ON CONFLICT DO NOTHING RETURNING 1)
     SELECT (SELECT count(*) FROM gone) + (SELECT count(*) FROM added) AS changed,
       (SELECT count(*) FROM search_meaning_totals) AS counted`,
    [rows.map((row) => row[0]), rows.map((row) => row[1]), rows.map((row) => row[2])],
  );
  return stored[0]!.changed > 0 || stored[0]!.counted === 0;
}
