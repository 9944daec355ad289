import type { FacetOption, SearchFacetsResponse } from '@rsm/shared/schemas';
import type { Pool } from '@rsm/db/pool';
import type { Language } from '../plugins/language';
import { nameColumn } from './language-sql';
import {
  searchConditions,
  searchTable,
  type FacetKind,
  type ResolvedFacet,
  type SearchFilters,
} from './search-sql';
import type { TextQuery } from '../lib/text-query';

/** The panel's facets with options, and what each is counted without (its own chosen values). */
const PANEL = ['genres', 'moods', 'instruments', 'labels', 'key', 'vocals'] as const;
export type PanelFacet = (typeof PANEL)[number];

const OWN_KIND: Partial<Record<PanelFacet, FacetKind>> = {
  genres: 'genres',
  moods: 'moods',
  instruments: 'instrumentations',
  labels: 'labels',
};
const OWN_FILTERS: Record<PanelFacet, (keyof SearchFilters)[]> = {
  genres: ['genres'],
  moods: ['moods'],
  instruments: ['instruments', 'instrumentations'],
  labels: ['labels'],
  key: ['key'],
  vocals: ['vocals'],
};

/**
 * Each facet's options as `[{value, name, count}]` over the rows of `rows` (a CTE of matches), biggest first, in the
 * request language.
 */
function optionsSql(facet: PanelFacet, language: Language, rows: string): string {
  const name = nameColumn(language);
  // Counted by id first, then named: a broad search has tens of thousands of (match, term) pairs and a few dozen terms.
  // The arrays unnest in the select list, a set-returning projection, rather than a function scan joined per match.
  const taxon = (column: string, table: string) =>
    `SELECT x.${name} AS value, x.${name} AS name, c.count
     FROM (SELECT u.id, count(*) AS count FROM (SELECT unnest(m.${column}) AS id FROM ${rows} m) u GROUP BY u.id) c
     JOIN ${table} x ON x.id = c.id`;
  const options = {
    genres: taxon('genre_ids', 'genres'),
    moods: taxon('mood_ids', 'moods'),
    instruments: taxon('instrumentation_ids', 'instrumentations'),
    labels: `SELECT x.name AS value, x.name AS name, count(*) AS count FROM ${rows} m JOIN labels x ON x.id = m.label_id
      GROUP BY x.id, x.name`,
    // The analysed key of the track (its sound), as q[key][] takes it: only a key the analysis is sure of, as the
    // filter finds it, so a key's count is what choosing it lists (the search rows' sound_key, migration 510).
    key: `SELECT m.sound_key AS value, m.sound_key AS name, count(*) AS count FROM ${rows} m
      WHERE m.sound_key IS NOT NULL GROUP BY m.sound_key`,
    vocals: `SELECT CASE WHEN m.vocal THEN 'vocal' ELSE 'instrumental' END AS value, '' AS name, count(*) AS count
      FROM ${rows} m GROUP BY 1`,
  }[facet];
  return `(SELECT coalesce(json_agg(o ORDER BY o.count DESC, o.name, o.value), '[]') FROM (${options}) o)`;
}

/** The columns of the search rows the panel's options are counted from, and a chosen value's filter reads. */
const FACET_COLUMNS: Record<PanelFacet, string[]> = {
  genres: ['s.genre_ids'],
  moods: ['s.mood_ids'],
  instruments: ['s.instrumentation_ids'],
  labels: ['s.label_id'],
  key: ['s.sound_key'],
  vocals: ['s.vocal'],
};

interface Counted {
  total: number;
  bpm_min: number | null;
  bpm_max: number | null;
  length_min: number | null;
  length_max: number | null;
  [facet: string]: unknown;
}

/** The panel's facets with chosen values. */
export const chosenFacets = (filters: SearchFilters): PanelFacet[] =>
  PANEL.filter((facet) => OWN_FILTERS[facet].some((name) => filters[name]?.length));

/** The filters a panel facet's own values are, and the resolved facet values among them. */
function ownPart(facet: PanelFacet, filters: SearchFilters, resolved: ResolvedFacet[]) {
  const own: SearchFilters = {};
  for (const name of OWN_FILTERS[facet]) if (filters[name]?.length) own[name] = filters[name];
  const kind = OWN_KIND[facet];
  return { own, resolved: resolved.filter((f) => !f.exclude && kind !== undefined && f.kind === kind) };
}

/** A search without a facet's own chosen values: what the facet's options are counted over. */
export function withoutOwn(
  facet: PanelFacet,
  filters: SearchFilters,
  resolved: ResolvedFacet[],
): { filters: SearchFilters; resolved: ResolvedFacet[] } {
  const { own, resolved: ownResolved } = ownPart(facet, filters, resolved);
  const wider: SearchFilters = { ...filters };
  for (const name of Object.keys(own) as (keyof SearchFilters)[]) delete wider[name];
  return { filters: wider, resolved: resolved.filter((f) => !ownResolved.includes(f)) };
}

/**
 * One statement for the whole panel (disjunctive faceting): the matches of every filter but the panel's chosen
 * values are read once (`m`), and the chosen values narrow those rows within the statement: all of them for the open
 * facets, the ranges and the total, all but its own for each facet with chosen values, so choosing a second genre
 * shows what it would add. Counted by a statement each, the chosen facets read the search's matches again.
 */
async function countPanel(
  db: Pool,
  filters: SearchFilters,
  resolved: ResolvedFacet[],
  text: TextQuery | null,
  chosen: PanelFacet[],
  language: Language,
  rowTested: ReadonlySet<number>,
): Promise<Counted> {
  const wider: SearchFilters = { ...filters };
  for (const facet of chosen) for (const name of OWN_FILTERS[facet]) delete wider[name];
  const parts = chosen.map((facet) => ownPart(facet, filters, resolved));
  const chosenValues = new Set(parts.flatMap((part) => part.resolved));
  const { conditions, params } = searchConditions(
    wider,
    resolved.filter((facet) => !chosenValues.has(facet)),
    text,
    [],
    rowTested,
  );
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  // The rows of `m` that the chosen values of the facets `kept` keep, their conditions as written for search rows.
  const narrowed = (kept: typeof parts) => {
    const narrowing = searchConditions(
      Object.assign({}, ...kept.map((part) => part.own)) as SearchFilters,
      kept.flatMap((part) => part.resolved),
      null,
      params,
    ).conditions;
    return narrowing.length ? `(SELECT * FROM m s WHERE ${narrowing.join(' AND ')})` : 'm';
  };
  // What every chosen value keeps: the open facets, the ranges and the total are counted over it.
  const every = narrowed(parts);
  const base = every === 'm' ? 'm' : 'b';
  const columns = PANEL.map((facet) => {
    const i = chosen.indexOf(facet as PanelFacet);
    const rows = i < 0 ? base : narrowed(parts.filter((_, other) => other !== i));
    return `${optionsSql(facet, language, rows)} AS ${facet}`;
  });
  const matchColumns = [...new Set([...PANEL.flatMap((facet) => FACET_COLUMNS[facet]), 's.bpm', 's.length'])];
  const { rows } = await db.query<Counted>(
    `WITH m AS MATERIALIZED (SELECT ${matchColumns.join(', ')} FROM ${searchTable(filters, text, 'relevance')} ${where})
     ${base === 'b' ? `, b AS MATERIALIZED ${every}` : ''}
     SELECT ${columns.join(', ')}, r.*
     FROM (SELECT count(*) AS total, min(bpm) AS bpm_min, max(bpm) AS bpm_max, min(length) AS length_min,
       max(length) AS length_max FROM ${base}) r`,
    params,
  );
  return rows[0]!;
}

const VOCALS_NAMES = {
  en: { vocal: 'With vocals', instrumental: 'Instrumental' },
  pt: { vocal: 'Com vocais', instrumental: 'Instrumental' },
};

/** The vocals option's name in the language. */
export const vocalsName = (language: Language, value: 'vocal' | 'instrumental'): string =>
  VOCALS_NAMES[language][value];

/**
 * The filter panel's counts for a search (disjunctive faceting): facets with no chosen value are counted over the
 * search's matches in one statement; a facet with chosen values is counted over the matches of every other filter
 * (its own left out), so choosing a second genre shows what it would add. `rowTested`: the text's meanings tested on
 * the rows the others find (see rowTestedMeanings).
 */
export async function searchFacets(
  db: Pool,
  filters: SearchFilters,
  resolved: ResolvedFacet[],
  text: TextQuery | null,
  language: Language,
  rowTested: ReadonlySet<number> = new Set(),
): Promise<SearchFacetsResponse> {
  const chosen = chosenFacets(filters);
  const base = await countPanel(db, filters, resolved, text, chosen, language, rowTested);
  const options = (facet: PanelFacet): FacetOption[] => {
    const list = (base[facet] as FacetOption[] | null) ?? [];
    return list.map((option) => ({
      value: option.value,
      name: facet === 'vocals' ? vocalsName(language, option.value as 'vocal' | 'instrumental') : option.name,
      count: Number(option.count),
    }));
  };
  const range = (min: number | null, max: number | null) =>
    min === null || max === null ? null : { min: Number(min), max: Number(max) };
  return {
    genres: options('genres'),
    moods: options('moods'),
    instruments: options('instruments'),
    labels: options('labels'),
    key: options('key'),
    vocals: options('vocals'),
    bpm: range(base.bpm_min, base.bpm_max),
    length: range(base.length_min, base.length_max),
    total_count: Number(base.total),
  };
}
