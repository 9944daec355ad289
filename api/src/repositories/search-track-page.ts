import type { Pool } from '@rsm/db/pool';
import type { Page } from '../lib/paging';
import { narrowColumns, type SearchOrder } from './search-sql';

/** Above this many matches a filtered page in the default order walks track_search_release_idx. */
export const DENSE_MATCHES = 20_000;

/** A search's SQL parts and what decides how a page of it is read (search-repository.ts `compile`). */
export interface CompiledSearch extends SearchOrder {
  from: string;
  where: string;
  params: unknown[];
  /** Text, or two facet values at once: a small share of the catalogue, read in one pass with its total. */
  sparse: boolean;
  /** Ordered by relevance to words. */
  ranked: boolean;
  /** ORDER BY newest first, for a ranked search matching most of the catalogue. */
  newest: string;
  /** No more tracks than this can match (a brief phrase's total, counted at the last refresh). */
  matchesAtMost: number | undefined;
}

/**
 * A page of track ids of a search and its total, read the cheapest way its shape allows: walking an order's index
 * when matches are dense, sorting the matches when they are few, the total with the page in one pass when every
 * match is read anyway. `knownTotal` (kept, or counted at the last refresh) leaves only the page to read.
 */
export async function readTrackPage(
  db: Pool,
  search: CompiledSearch,
  page: Page,
  knownTotal: number | undefined,
): Promise<{ ids: number[]; total: number }> {
  const {
    from,
    where,
    params,
    order,
    key: sortKey,
    narrowOrder,
    walksIndex,
    sparse,
    ranked,
    newest,
    matchesAtMost,
  } = search;
  // The planner's guess of how many tracks match: enough to tell a few thousand from most of the catalogue.
  const estimate = async () =>
    (
      await db.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
        `EXPLAIN (FORMAT JSON) SELECT 1 FROM ${from} ${where}`,
        params,
      )
    ).rows[0]!['QUERY PLAN'][0].Plan['Plan Rows'];
  const count = async () =>
    (await db.query<{ total: number }>(`SELECT count(*) AS total FROM ${from} ${where}`, params)).rows[0]!
      .total;
  const pageBy = async (orderBy: string) =>
    (
      await db.query<{ id: number }>(
        `SELECT s.track_id AS id FROM ${from} ${where}
         ORDER BY ${orderBy} LIMIT ${page.per} OFFSET ${page.offset}`,
        params,
      )
    ).rows.map((row) => row.id);
  const pageOnly = () => pageBy(order);
  /** A page read from all matches (index scans on the filters, then sorted), never by walking an order. */
  const pageOf = async (columns: string, narrow: string) =>
    (
      await db.query<{ id: number }>(
        `SELECT m.id FROM (SELECT ${columns} FROM ${from} ${where} OFFSET 0) m
         ORDER BY ${narrow} LIMIT ${page.per} OFFSET ${page.offset}`,
        params,
      )
    ).rows.map((row) => row.id);
  /**
   * The page and the total in one pass, the total counted over narrow rows (id and sort keys, computed below the
   * window so the vectors stay behind). An empty first page is a total of 0; a page past the end needs the count.
   */
  const pageWithTotal = async () => {
    const { rows } = await db.query<{ id: number; total: number }>(
      `SELECT m.id, m.total FROM (SELECT n.*, count(*) OVER () AS total
         FROM (SELECT ${narrowColumns(sortKey)} FROM ${from} ${where} OFFSET 0) n) m
       ORDER BY ${narrowOrder} LIMIT ${page.per} OFFSET ${page.offset}`,
      params,
    );
    if (rows.length > 0) return { ids: rows.map((row) => row.id), total: rows[0]!.total };
    return { ids: [], total: page.offset === 0 ? 0 : await count() };
  };
  // The default order with filters: walking the index only pays when matches are dense. The planner cannot
  // tell (facets correlate: a rare pair of common values would walk the whole index), the count can.
  const pageFor = (total: number) =>
    walksIndex && where && total <= DENSE_MATCHES ? pageOf(narrowColumns(sortKey), narrowOrder) : pageOnly();
  // A word in most of the catalogue ("cue" in every description): ranking would read every track's vector, so
  // such a search lists its matches newest first, walking the release index (each match holds the word anyway).
  const newestPage = () => pageBy(newest);
  let ids: number[];
  let total: number;
  // A total known already leaves only the page to read: for every track or a word in most of them, a walk of the
  // order's index that stops after the page.
  if (knownTotal !== undefined)
    [ids, total] = [
      ranked
        ? knownTotal > DENSE_MATCHES
          ? await newestPage()
          : await pageOf(narrowColumns(sortKey), narrowOrder)
        : await pageFor(knownTotal),
      knownTotal,
    ];
  else if (ranked) {
    // A search matching most of the catalogue lists its matches newest first, rather than ranking them all. When the
    // planner expects a few thousand, the ranked page and its total are read in one pass over the matches (a brief
    // read its matches twice: counted, then ranked); a guess proved wrong by the total reads the newest page after.
    // Otherwise the matches are counted first.
    // A brief whose rarest phrase is known to match few needs no guess.
    const few = matchesAtMost !== undefined && matchesAtMost <= DENSE_MATCHES;
    if (few || (await estimate()) <= DENSE_MATCHES) {
      ({ ids, total } = await pageWithTotal());
      if (total > DENSE_MATCHES) ids = await newestPage();
    } else {
      total = await count();
      ids = total > DENSE_MATCHES ? await newestPage() : await pageOf(narrowColumns(sortKey), narrowOrder);
    }
  } else if (walksIndex && !where) {
    // Everything in the default order: the page walks the index and stops after it.
    [ids, total] = await Promise.all([pageOnly(), count()]);
  } else if (walksIndex && !sparse) {
    total = await count();
    ids = await pageFor(total);
  } else {
    // Every match is read to order them anyway (or, when sparse, the count's pass would read them all too).
    ({ ids, total } = await pageWithTotal());
  }
  return { ids, total };
}
