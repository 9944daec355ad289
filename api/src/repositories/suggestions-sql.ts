import { normalizeTerm } from '../lib/text-query';
import type { Language } from '../plugins/language';

export interface Suggestion {
  id: number;
  name: string;
}

export interface Suggestions {
  keywords: Suggestion[];
  composers: Suggestion[];
  albums: (Suggestion & { uuid: string })[];
  tracks: Suggestion[];
}

const KINDS = [
  ['keywords', 'keyword'],
  ['composers', 'composer'],
  ['albums', 'album'],
  ['tracks', 'track'],
] as const;

/**
 * Typeahead in one statement: for each kind the `limit` shortest names (then alphabetical) whose lower-cased,
 * accent-free form starts with `q`, keywords in the request language. Each kind probes search_terms_length_prefix_idx
 * once per name length, so it reads a few index entries however many names share the prefix.
 */
export function suggestionsQuery(
  q: string,
  language: Language,
  limit: number,
): { sql: string; params: unknown[] } {
  const prefix = `${normalizeTerm(q).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const branches = KINDS.map(
    ([key, kind]) => `(SELECT '${key}' AS kind, x.id, x.name, x.len FROM
      generate_series(1, (SELECT max(length(name)) FROM search_terms WHERE kind = '${kind}')) len,
      LATERAL (SELECT DISTINCT ON (s.name, s.ref_id) s.ref_id AS id, s.name, len
        FROM search_terms s WHERE s.kind = '${kind}' AND length(s.name) = len AND s.norm LIKE $1
          ${kind === 'keyword' ? 'AND s.language = $2' : ''}
        ORDER BY s.name, s.ref_id LIMIT ${limit}) x
      ORDER BY x.len, x.name, x.id LIMIT ${limit})`,
  );
  // The outer ORDER BY keeps each kind's order whatever order the branches come back in (20 rows at most).
  return {
    sql: `SELECT m.kind, m.id, m.name, a.uuid FROM (${branches.join('\nUNION ALL\n')}) m
      LEFT JOIN albums a ON m.kind = 'albums' AND a.id = m.id
      ORDER BY m.kind, m.len, m.name, m.id`,
    params: [prefix, language],
  };
}
