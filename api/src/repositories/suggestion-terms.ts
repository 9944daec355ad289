import type { PoolClient } from 'pg';
import { normalizeTerm } from '../lib/text-query';
import type { Language } from '../plugins/language';
import { CANDIDATES, NAMED_KINDS, type SuggestionRow } from './suggestions-sql';

type NamedKind = (typeof NAMED_KINDS)[number][0];

/** One kind's names of search_terms (migration 092) in the database's order: by norm, ref_id and word_start. */
interface KindTerms {
  norms: string[];
  ids: Int32Array;
  wordStarts: Int32Array;
  /** The names as stored (composers, albums, tracks); taxonomy names are read in the request's language. */
  names: string[];
  /** The rows by norm as JavaScript compares strings: those starting with a text are side by side. */
  byNorm: Int32Array;
  /** Whether that is the database's order too (a C collation): the first rows found are then the first in order. */
  sortedAlike: boolean;
}

/** The suggestion bar's names held for one catalogue version, read with the brief index. */
export interface SuggestionTerms {
  kinds: Map<NamedKind, KindTerms>;
  /** The taxonomy terms' names per kind and id, in each language. */
  taxonomyNames: Map<string, { en: string; pt: string }>;
  albumUuids: Map<number, string>;
}

export const noSuggestionTerms = (): SuggestionTerms => ({
  kinds: new Map(),
  taxonomyNames: new Map(),
  albumUuids: new Map(),
});

const TAXONOMY_NAMES_SQL = NAMED_KINDS.filter(([, table]) => table)
  .map(([kind, table]) => `SELECT '${kind}' AS kind, id, name_en, name_pt FROM ${table}`)
  .join(' UNION ALL ');

const nameKey = (kind: string, id: number) => `${kind} ${id}`;

/** Reads search_terms and the names its rows show, in the brief index's snapshot. */
export async function readSuggestionTerms(client: PoolClient): Promise<SuggestionTerms> {
  const { rows } = await client.query<{
    kind: NamedKind;
    ref_id: number;
    norm: string;
    word_start: number;
    name: string;
  }>('SELECT kind, ref_id, norm, word_start, name FROM search_terms ORDER BY kind, norm, ref_id, word_start');
  const terms = noSuggestionTerms();
  for (const [kind] of NAMED_KINDS) {
    const own = rows.filter((row) => row.kind === kind);
    const norms = own.map((row) => row.norm);
    const byNorm = Int32Array.from(own.keys()).sort((a, b) =>
      norms[a]! < norms[b]! ? -1 : norms[a]! > norms[b]! ? 1 : a - b,
    );
    terms.kinds.set(kind, {
      norms,
      ids: Int32Array.from(own, (row) => row.ref_id),
      wordStarts: Int32Array.from(own, (row) => row.word_start),
      names: own.map((row) => row.name),
      byNorm,
      sortedAlike: byNorm.every((row, i) => row === i),
    });
  }
  const { rows: named } = await client.query<{ kind: string; id: number; name_en: string; name_pt: string }>(
    TAXONOMY_NAMES_SQL,
  );
  for (const row of named)
    terms.taxonomyNames.set(nameKey(row.kind, row.id), { en: row.name_en, pt: row.name_pt });
  const { rows: albums } = await client.query<{ id: number; uuid: string }>(
    `SELECT id, uuid FROM albums WHERE id IN (SELECT ref_id FROM search_terms WHERE kind = 'album')`,
  );
  for (const album of albums) terms.albumUuids.set(album.id, album.uuid);
  return terms;
}

/** The rows of a kind whose norm starts with `start`, in the database's order. */
function* startingWith(kind: KindTerms, start: string): Generator<number> {
  const { norms, byNorm } = kind;
  let [low, high] = [0, byNorm.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if (norms[byNorm[middle]!]! < start) low = middle + 1;
    else high = middle;
  }
  let end = low;
  while (end < byNorm.length && norms[byNorm[end]!]!.startsWith(start)) end++;
  const found = byNorm.subarray(low, end);
  yield* kind.sortedAlike ? found : Int32Array.from(found).sort();
}

/**
 * The named rows of suggestionsQuery (suggestions-sql.ts) from the held names: per kind, the first CANDIDATES names
 * starting with what was typed, once per name and id (tracks once per name), as the statement reads them.
 */
export function heldSuggestionRows(
  terms: SuggestionTerms,
  typed: string,
  language: Language,
): SuggestionRow[] {
  const start = normalizeTerm(typed);
  const rows: SuggestionRow[] = [];
  for (const [kind, table] of NAMED_KINDS) {
    const held = terms.kinds.get(kind);
    if (!held) continue;
    let taken = 0;
    let last = -1;
    for (const row of startingWith(held, start)) {
      const id = held.ids[row]!;
      // The rows of one name (and id) are side by side: the first is the statement's (DISTINCT ON).
      const same = (other: number) =>
        held.norms[other] === held.norms[row] && (kind === 'track' || held.ids[other] === id);
      if (last >= 0 && same(last)) continue;
      last = row;
      const taxonomy = table ? terms.taxonomyNames.get(nameKey(kind, id)) : undefined;
      rows.push({
        kind,
        id,
        norm: held.norms[row]!,
        word_start: held.wordStarts[row]!,
        name: table ? (taxonomy?.[language] as string) : held.names[row]!,
        uuid: kind === 'album' ? (terms.albumUuids.get(id) ?? null) : null,
      });
      if (++taken === CANDIDATES) break;
    }
  }
  return rows;
}
