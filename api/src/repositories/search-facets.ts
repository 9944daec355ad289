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
import { confident } from './search-tempo-key';
import type { TextQuery } from '../lib/text-query';

/** The panel's facets with options, and what each is counted without (its own chosen values). */
const PANEL = ['genres', 'moods', 'instruments', 'labels', 'key', 'vocals'] as const;
type PanelFacet = (typeof PANEL)[number];

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

/** Each facet's options as `[{value, name, count}]` over the matches `m`, biggest first, in the request language. */
function optionsSql(facet: PanelFacet, language: Language): string {
  const name = nameColumn(language);
  // Counted by id first, then named: a broad search has tens of thousands of (match, term) pairs and a few dozen terms.
  // The arrays unnest in the select list, a set-returning projection, rather than a function scan joined per match.
  const taxon = (column: string, table: string) =>
    `SELECT x.${name} AS value, x.${name} AS name, c.count
     FROM (SELECT u.id, count(*) AS count FROM (SELECT unnest(m.${column}) AS id FROM m) u GROUP BY u.id) c
     JOIN ${table} x ON x.id = c.id`;
  const options = {
    genres: taxon('genre_ids', 'genres'),
    moods: taxon('mood_ids', 'moods'),
    instruments: taxon('instrumentation_ids', 'instrumentations'),
    labels: `SELECT x.name AS value, x.name AS name, count(*) AS count FROM m JOIN labels x ON x.id = m.label_id
      GROUP BY x.id, x.name`,
    // The analysed key of the track (its sound), as q[key][] takes it: only a key the analysis is sure of, as the
    // filter finds it, so a key's count is what choosing it lists. Read from track_sounds_confident_key_idx
    // (migration 430), a few megabytes at 100k tracks where the table holds every track's features.
    key: `SELECT ts.key AS value, ts.key AS name, count(*) AS count FROM m JOIN track_sounds ts ON ts.track_id = m.track_id
      WHERE ts.key IS NOT NULL AND ${confident('key')} GROUP BY ts.key`,
    vocals: `SELECT CASE WHEN m.vocal THEN 'vocal' ELSE 'instrumental' END AS value, '' AS name, count(*) AS count
      FROM m GROUP BY 1`,
  }[facet];
  return `(SELECT coalesce(json_agg(o ORDER BY o.count DESC, o.name), '[]') FROM (${options}) o)`;
}

/** The columns of track_search each facet's options are counted from. */
const FACET_COLUMNS: Record<PanelFacet, string> = {
  genres: 's.genre_ids',
  moods: 's.mood_ids',
  instruments: 's.instrumentation_ids',
  labels: 's.label_id',
  key: 's.track_id',
  vocals: 's.vocal',
};

const RANGES = ` FROM (SELECT count(*) AS total, min(bpm) AS bpm_min, max(bpm) AS bpm_max, min(length) AS length_min,
  max(length) AS length_max FROM m) r`;

interface Counted {
  total: number;
  bpm_min: number | null;
  bpm_max: number | null;
  length_min: number | null;
  length_max: number | null;
  [facet: string]: unknown;
}

/** One statement: the matches of `where`, then the options of `facets` over them (and the ranges and total). */
async function countOver(
  db: Pool,
  filters: SearchFilters,
  resolved: ResolvedFacet[],
  text: TextQuery | null,
  facets: PanelFacet[],
  language: Language,
  withRanges: boolean,
): Promise<Counted> {
  const { conditions, params } = searchConditions(filters, resolved, text);
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const columns = facets.map((facet) => `${optionsSql(facet, language)} AS ${facet}`);
  // Only what is counted is carried: a facet counted alone over a broad search reads one narrow column per match.
  const matchColumns = [
    ...new Set([
      ...facets.map((facet) => FACET_COLUMNS[facet]),
      ...(withRanges ? ['s.bpm', 's.length'] : []),
    ]),
  ];
  if (matchColumns.length === 0) matchColumns.push('s.track_id');
  // The total and the ranges in one pass over the matches.
  if (withRanges) columns.push('r.*');
  const { rows } = await db.query<Counted>(
    `WITH m AS MATERIALIZED (SELECT ${matchColumns.join(', ')} FROM ${searchTable(filters, text, 'relevance')} ${where})
     SELECT ${columns.join(', ')}${withRanges ? RANGES : ''}`,
    params,
  );
  return rows[0]!;
}

const VOCALS_NAMES = {
  en: { vocal: 'With vocals', instrumental: 'Instrumental' },
  pt: { vocal: 'Com vocais', instrumental: 'Instrumental' },
};

/**
 * The filter panel's counts for a search (disjunctive faceting): facets with no chosen value are counted over the
 * search's matches in one statement; a facet with chosen values is counted over the matches of every other filter
 * (its own left out), so choosing a second genre shows what it would add.
 */
export async function searchFacets(
  db: Pool,
  filters: SearchFilters,
  resolved: ResolvedFacet[],
  text: TextQuery | null,
  language: Language,
): Promise<SearchFacetsResponse> {
  const chosen = PANEL.filter((facet) => OWN_FILTERS[facet].some((name) => filters[name]?.length));
  const open = PANEL.filter((facet) => !chosen.includes(facet));
  const without = (facet: PanelFacet) => {
    const rest = { ...filters };
    for (const name of OWN_FILTERS[facet]) delete rest[name];
    const kind = OWN_KIND[facet];
    return countOver(
      db,
      rest,
      resolved.filter((f) => f.exclude || f.kind !== kind),
      text,
      [facet],
      language,
      false,
    );
  };
  const [base, ...own] = await Promise.all([
    countOver(db, filters, resolved, text, open, language, true),
    ...chosen.map(without),
  ]);
  const options = (facet: PanelFacet): FacetOption[] => {
    const row = chosen.includes(facet) ? own[chosen.indexOf(facet)]! : base;
    const list = (row[facet] as FacetOption[] | null) ?? [];
    return list.map((option) => ({
      value: option.value,
      name:
        facet === 'vocals' ? VOCALS_NAMES[language][option.value as 'vocal' | 'instrumental'] : option.name,
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
