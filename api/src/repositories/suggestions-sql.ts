import { normalizeTerm, type TextQuery } from '../lib/text-query';
import type { Language } from '../plugins/language';
import { nameColumn, typedWordQueries } from './language-sql';

export interface Suggestion {
  id: number;
  name: string;
}

/** The taxonomies a suggested term comes from: choosing one filters the search by it. */
export type TermKind = 'genres' | 'moods' | 'instrumentations' | 'tempos' | 'topics';

export interface Suggestions {
  keywords: Suggestion[];
  composers: Suggestion[];
  albums: (Suggestion & { uuid: string })[];
  tracks: Suggestion[];
  terms: (Suggestion & { kind: TermKind })[];
}

const TERM_KINDS: Record<string, TermKind> = {
  genre: 'genres',
  mood: 'moods',
  instrumentation: 'instrumentations',
  tempo: 'tempos',
  topic: 'topics',
};
/** search_terms kinds matched by the start of a word (migration 092), and their tables. */
export const NAMED_KINDS = [
  ['keyword', 'keywords'],
  ['genre', 'genres'],
  ['mood', 'moods'],
  ['instrumentation', 'instrumentations'],
  ['tempo', 'tempos'],
  ['topic', 'topics'],
  ['composer', null],
  ['album', null],
  ['track', null],
] as const;
/** Newest tracks a suggestion's full-text matches are looked for among before all its matches are read. */
const NEWEST_WALKED = 2000;
/** The newest tracks the typed words find that are suggested. */
export const NEWEST_FOUND = 5;
/** Rows read per kind before ranking: exact and whole-word matches come first in index order, so they are in. */
export const CANDIDATES = 30;

export interface SuggestionRow {
  kind: (typeof NAMED_KINDS)[number][0] | 'fulltext';
  id: number;
  norm: string;
  word_start: number;
  name: string;
  uuid: string | null;
}

/**
 * Typeahead in one statement: for each kind, names with a word starting with what was typed (search_terms, in
 * index order: one range scan each), taxonomy terms and keywords in either language and named in the request's;
 * and the newest tracks the search page would find for the same words (full text over track_text), so a text
 * that finds tracks always suggests some.
 */
export function suggestionsQuery(
  typed: string,
  words: string[],
  language: Language,
  prefix?: TextQuery['prefix'],
): { sql: string; params: unknown[] } {
  const params: unknown[] = [`${normalizeTerm(typed).replace(/[\\%_]/g, (char) => `\\${char}`)}%`];
  const column = nameColumn(language);
  const branches = NAMED_KINDS.map(
    // Tracks once per name: a catalogue holds many tracks of one name.
    ([
      kind,
      table,
    ]) => `(SELECT DISTINCT ON (t.norm${kind === 'track' ? '' : ', t.ref_id'}) '${kind}' AS kind, t.ref_id AS id, t.norm,
      t.word_start, ${table ? `(SELECT x.${column} FROM ${table} x WHERE x.id = t.ref_id)` : 't.name'} AS name
      FROM search_terms t WHERE t.kind = '${kind}' AND t.norm LIKE $1
      ORDER BY t.norm, t.ref_id, t.word_start LIMIT ${CANDIDATES})`,
  );
  let newest = '';
  if (words.length) {
    const param = (value: string) => `$${params.push(value)}::text`;
    const query = typedWordQueries(words, prefix, param).join(' && ');
    // The 5 newest matches: looked for among the newest tracks first (a common prefix has them there), and only
    // when fewer turn up there, from all its matches (GIN). Walking the whole release index for a prefix that
    // matches little read every track's vector: 200 ms at 100k for "mir".
    const order = 's.release_date DESC NULLS LAST, s.album_id, s.position, s.track_id';
    branches.push(`(SELECT 'fulltext', f.track_id, '', 0, t.name FROM (
        SELECT * FROM newest_matches WHERE (SELECT count(*) FROM newest_matches) = ${NEWEST_FOUND}
        UNION ALL (SELECT s.track_id, s.release_date, s.album_id, s.position FROM (SELECT * FROM track_text s
            WHERE (SELECT count(*) FROM newest_matches) < ${NEWEST_FOUND} AND s.doc @@ (${query}) OFFSET 0) s
          ORDER BY ${order} LIMIT ${NEWEST_FOUND})) f
      JOIN tracks t ON t.id = f.track_id
      ORDER BY f.release_date DESC NULLS LAST, f.album_id, f.position, f.track_id LIMIT ${NEWEST_FOUND})`);
    newest = `WITH newest_matches AS MATERIALIZED (SELECT s.track_id, s.release_date, s.album_id, s.position
      FROM (SELECT * FROM track_text ORDER BY release_date DESC NULLS LAST, album_id, position, track_id
        LIMIT ${NEWEST_WALKED}) s
      WHERE s.doc @@ (${query}) ORDER BY ${order} LIMIT ${NEWEST_FOUND}) `;
  }
  return {
    sql: `${newest}SELECT m.kind, m.id, m.norm, m.word_start, m.name, a.uuid FROM (${branches.join('\nUNION ALL\n')}) m
      LEFT JOIN albums a ON m.kind = 'album' AND a.id = m.id`,
    params,
  };
}

/**
 * The panel's groups from the rows, 5 each: an exact name first, then names with the typed text as a whole word,
 * then names starting with it, then the rest; shorter names before longer. Tracks named that way come before the
 * tracks found by full text. A term or keyword appears once, in the request's language.
 */
export function rankSuggestions(rows: SuggestionRow[], typed: string, limit: number): Suggestions {
  const q = normalizeTerm(typed);
  const score = (row: SuggestionRow) => {
    const whole = row.norm === q ? 0 : /^[^\p{L}\p{N}]/u.test(row.norm.slice(q.length)) ? 1 : 2;
    return [whole, row.word_start === 0 ? 0 : 1, row.name.length] as const;
  };
  const compare = (a: SuggestionRow, b: SuggestionRow) => {
    const [x, y] = [score(a), score(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2] || a.name.localeCompare(b.name) || a.id - b.id;
  };
  const pick = (kinds: SuggestionRow['kind'][], ranked: boolean) => {
    const seen = new Set<string>();
    const picked = rows
      .filter((row) => kinds.includes(row.kind))
      .sort(ranked ? compare : () => 0)
      .filter((row) => {
        const key = `${row.kind === 'fulltext' ? 'track' : row.kind} ${row.id}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    return picked.slice(0, limit);
  };
  const named = (row: SuggestionRow) => ({ id: row.id, name: row.name });
  const trackNames = pick(['track'], true);
  const fulltext = rows.filter(
    (row) => row.kind === 'fulltext' && !trackNames.some((track) => track.id === row.id),
  );
  return {
    keywords: pick(['keyword'], true).map(named),
    composers: pick(['composer'], true).map(named),
    albums: pick(['album'], true).map((row) => ({ ...named(row), uuid: row.uuid! })),
    tracks: [...trackNames, ...fulltext].slice(0, limit).map(named),
    terms: pick(['genre', 'mood', 'instrumentation', 'tempo', 'topic'], true).map((row) => ({
      ...named(row),
      kind: TERM_KINDS[row.kind]!,
    })),
  };
}
