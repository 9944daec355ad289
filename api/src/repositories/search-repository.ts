import type { SearchFacetsResponse } from '@rsm/shared/schemas';
import type { Pool } from '@rsm/db/pool';
import type { Page } from '../lib/paging';
import { prepared } from '../lib/prepared';
import { tsQueryOf, type TextQuery } from '../lib/text-query';
import type { Language } from '../plugins/language';
import { computedOnce, type CatalogueCache } from './catalogue-cache';
import {
  facetIdsQuery,
  facetValues,
  namesNothing,
  type ResolvedFacet,
  type SearchFilters,
  type SearchSortField,
} from './search-sql';
import { searchFacets } from './search-facets';
import type { CurrentBriefIndex } from './brief-index-current';
import { indexedPanel } from './brief-index-panel';
import { firstPlaces } from './brief-index-first';
import {
  briefMatches,
  indexAnswers,
  indexedBrief,
  indexedOrder,
  onlyChooses,
  pageOfMatches,
} from './brief-index-search';
import { compileSearch, countedTotal, phraseTotals, wordAlone } from './search-compile';
import { rowTestedMeanings } from './search-meanings-sql';
import { readTrackPage } from './search-track-page';

export interface SearchInput {
  filters: SearchFilters;
  /** The text as searched: misspellings already corrected (see search-reading.ts). */
  text: TextQuery | null;
  sort: { field: SearchSortField; direction: 'asc' | 'desc' };
  language: Language;
}

const NO_FACETS: SearchFacetsResponse = {
  genres: [],
  moods: [],
  instruments: [],
  labels: [],
  key: [],
  vocals: [],
  bpm: null,
  length: null,
  total_count: 0,
};

/**
 * The cache key of a search: what decides its matches and their order. Text is keyed by its tsquery (what the SQL
 * sees) and tempo; the values of one filter are sorted, since every value must match whatever their order.
 */
export function searchKey(input: SearchInput): string {
  const filters = Object.entries(input.filters)
    .filter(([name, values]) => name !== 'text' && values?.length)
    .map(([name, values]) => [name, [...values!].sort()] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const text = input.text && [
    tsQueryOf(input.text.words),
    input.text.bpm,
    input.text.meanings ?? [],
    input.text.anyPart ?? false,
  ];
  return JSON.stringify([input.language, text, input.sort.field, input.sort.direction, filters]);
}

/**
 * Track and album search over the search rows (ids in result order; the routes load DTOs), totals and the filter
 * panel's counts. Facet names resolved to ids, totals, pages of ids and counts are kept in `cache` until the
 * catalogue changes. How typed text reads is `search-reading.ts`; the bar's suggestions are `suggestion-repository.ts`.
 * A brief or a search by words (ranked by ts_rank, as the index computes it) is answered from `briefIndex` once it is
 * read, unless it filters by name, composer, publisher, bpm or key, or is ordered otherwise.
 */
export function searchRepository(
  db: Pool,
  cache: CatalogueCache,
  briefIndex: CurrentBriefIndex | null = null,
) {
  const facetIds = cache.create<number[]>();
  const totals = cache.create<number>();
  const pages = cache.create<number[]>();
  const facetCounts = cache.create<SearchFacetsResponse>();
  // Pages and panels being read: asked again meanwhile (by many at once), read once.
  const pageOnce = computedOnce<{ ids: number[]; total: number }>();
  const panelOnce = computedOnce<SearchFacetsResponse>();

  /** The ids each facet value names, from the cache or one statement for those not known yet. */
  const resolve = async (filters: SearchFilters, language: Language): Promise<ResolvedFacet[]> => {
    const values = facetValues(filters);
    const keyOf = (kind: string, value: string, exclude?: boolean) =>
      JSON.stringify([language, kind, value, exclude ?? false]);
    const missing = values.filter(
      ({ kind, value, exclude }) => facetIds.get(keyOf(kind, value, exclude)) === undefined,
    );
    let found: Promise<Record<string, number[]>> | null = null;
    if (missing.length) {
      const { sql, params } = facetIdsQuery(missing, language);
      // Named: a few shapes of values recur, and planning one afresh cost about 1 ms at 100k tracks.
      found = db.query<Record<string, number[]>>(prepared(sql, params)).then(({ rows }) => rows[0]!);
    }
    return Promise.all(
      values.map(async (facet) => ({
        ...facet,
        ids: await facetIds.load(
          keyOf(facet.kind, facet.value, facet.exclude),
          async () => (await found!)[`v${missing.indexOf(facet)}`]!,
        ),
      })),
    );
  };

  /**
   * A brief's matches from the index when it answers the search as SQL would (brief-index-search.ts), else null.
   * With `first`, a search that only chooses (words, facet values) may stop at its first `first` matches.
   */
  const indexedMatches = async (input: Omit<SearchInput, 'sort'>, first?: number) => {
    if (!briefIndex) return null;
    const index = await briefIndex.current();
    // Checked before the facet names are looked up: SQL would look them up again.
    if (!index || !indexAnswers(index, input.filters, input.text)) return null;
    const facets = await resolve(input.filters, input.language);
    if (namesNothing(facets))
      return { index, places: new Int32Array(0), tenths: new Uint16Array(0), textRanks: null };
    const brief = indexedBrief(index, input.filters, facets, input.text);
    if (brief && first !== undefined && onlyChooses(brief))
      return {
        index,
        places: firstPlaces(brief.chosen, first),
        tenths: new Uint16Array(0),
        textRanks: null,
        stoppedAt: first,
      };
    return brief && { index, ...briefMatches(index, brief) };
  };

  /**
   * A page of a search and its total, kept until the catalogue changes (the total once for every page). `find`
   * reads what is not kept, given the total when only the page is missing; null when the search can match nothing,
   * an answer not worth keeping.
   */
  const keptPage = async (
    key: string,
    page: Page,
    find: (keptTotal: number | undefined) => Promise<{ ids: number[]; total: number } | null>,
  ): Promise<{ ids: number[]; total: number }> => {
    await cache.fresh();
    const since = cache.generation();
    const pageKey = `${key} ${page.per} ${page.offset}`;
    const keptIds = pages.get(pageKey);
    const keptTotal = totals.get(key);
    if (keptIds && keptTotal !== undefined) return { ids: keptIds, total: keptTotal };
    return pageOnce(`${since} ${pageKey}`, async () => {
      const found = await find(keptTotal);
      if (!found) return { ids: [], total: 0 };
      totals.set(key, found.total, since);
      pages.set(pageKey, found.ids, since);
      return found;
    });
  };

  /** The filter panel's counts, from the index when it answers the search, else search-facets.ts; kept. */
  const countPanel = async (
    input: Omit<SearchInput, 'sort'>,
    key: string,
    since: number,
  ): Promise<SearchFacetsResponse> => {
    const index = briefIndex ? await briefIndex.current() : null;
    // The phrases' counted totals only tell SQL which phrases to test row by row: not read for the index.
    const indexed = index !== null && indexAnswers(index, input.filters, input.text);
    const [resolved, meaningTotals] = await Promise.all([
      resolve(input.filters, input.language),
      indexed ? null : phraseTotals(db, input.text),
    ]);
    const counted = namesNothing(resolved)
      ? { ...NO_FACETS }
      : (indexed && indexedPanel(index, input.filters, resolved, input.text, input.language)) ||
        (await searchFacets(
          db,
          input.filters,
          resolved,
          input.text,
          input.language,
          rowTestedMeanings(meaningTotals ?? (await phraseTotals(db, input.text))),
        ));
    facetCounts.set(key, counted, since);
    return counted;
  };

  return {
    async tracks(input: SearchInput, page: Page): Promise<{ ids: number[]; total: number }> {
      return keptPage(searchKey(input), page, async (keptTotal) => {
        const indexed = indexedOrder(input.sort) ? await indexedMatches(input) : null;
        if (indexed) {
          const byRelevance = input.sort.field === 'relevance';
          return {
            ids: pageOfMatches(indexed.index, indexed, byRelevance, page),
            total: indexed.places.length,
          };
        }
        const search = await compileSearch(db, resolve, input);
        if (!search) return null;
        const knownTotal = keptTotal ?? (await countedTotal(db, search));
        return readTrackPage(db, search, page, knownTotal);
      });
    },

    /** Albums holding matching tracks, ordered by their best-placed track. */
    async albums(input: SearchInput, page: Page): Promise<{ ids: number[]; total: number }> {
      return keptPage(`albums ${searchKey(input)}`, page, async (keptTotal) => {
        const search = await compileSearch(db, resolve, input);
        if (!search) return null;
        const { from, where, params, order } = search;
        const [page_, count] = await Promise.all([
          db.query<{ id: number }>(
            `SELECT album_id AS id FROM (SELECT s.album_id, row_number() OVER (ORDER BY ${order}) AS place
               FROM ${from} ${where}) m
             GROUP BY album_id ORDER BY min(place) LIMIT ${page.per} OFFSET ${page.offset}`,
            params,
          ),
          keptTotal ??
            db
              .query<{ total: number }>(
                `SELECT count(DISTINCT s.album_id) AS total FROM ${from} ${where}`,
                params,
              )
              .then(({ rows }) => rows[0]!.total),
        ]);
        return { ids: page_.rows.map((row) => row.id), total: count };
      });
    },

    async countMainTracks(): Promise<number> {
      await cache.fresh();
      return totals.load('main tracks', async () => {
        const { rows } = await db.query<{ total: number }>(
          'SELECT count(*) AS total FROM tracks WHERE main_track_id IS NULL',
        );
        return rows[0]!.total;
      });
    },

    /** The filter panel's options with counts for a search: from the index when it answers it, else search-facets.ts. */
    async facets(input: Omit<SearchInput, 'sort'>): Promise<SearchFacetsResponse> {
      await cache.fresh();
      const since = cache.generation();
      const key = searchKey({ ...input, sort: { field: 'release_date', direction: 'desc' } });
      const kept = facetCounts.get(key);
      if (kept) return kept;
      return panelOnce(`${since} ${key}`, () => countPanel(input, key, since));
    },

    /**
     * How many main tracks a search finds (from the cache when its first page was read). With `upTo`, counting stops
     * past that many: the answer is then upTo + 1, read as "more than upTo" (a two-letter prefix can match a third
     * of a large catalogue, and the bar only says how many when nothing else is listed).
     */
    async count(input: SearchInput, upTo?: number): Promise<number> {
      await cache.fresh();
      const since = cache.generation();
      const key = searchKey(input);
      const kept = totals.get(key);
      if (kept !== undefined) return upTo === undefined ? kept : Math.min(kept, upTo + 1);
      const cappedKey = `${key} up to ${upTo}`;
      const keptCapped = upTo === undefined ? undefined : totals.get(cappedKey);
      if (keptCapped !== undefined) return keptCapped;
      const known = (total: number) => {
        totals.set(key, total, since);
        return upTo === undefined ? total : Math.min(total, upTo + 1);
      };
      // Counted from the index, up to upTo + 1 when it could stop there: more than upTo is all the bar says.
      const fromIndex = ({ places, stoppedAt }: { places: Int32Array; stoppedAt?: number }) => {
        if (places.length !== stoppedAt) return known(places.length);
        totals.set(cappedKey, places.length, since);
        return places.length;
      };
      const first = upTo === undefined ? undefined : upTo + 1;
      // One word alone is counted at the last refresh (search_word_totals): a two-letter prefix at 1M tracks is a
      // read of one row, where the index would walk millions of places (unless it stops at upTo + 1).
      const alone = upTo === undefined && wordAlone(input);
      const indexed = alone ? null : await indexedMatches(input, first);
      if (indexed) return fromIndex(indexed);
      const search = await compileSearch(db, resolve, input);
      if (!search) return 0;
      const counted = await countedTotal(db, search);
      if (counted !== undefined) return known(counted);
      const late = alone ? await indexedMatches(input, first) : null;
      if (late) return fromIndex(late);
      const matches = `SELECT 1 FROM ${search.from} ${search.where}${upTo === undefined ? '' : ` LIMIT ${upTo + 1}`}`;
      const { rows } = await db.query<{ total: number }>(
        `SELECT count(*) AS total FROM (${matches}) m`,
        search.params,
      );
      const total = rows[0]!.total;
      totals.set(upTo === undefined || total <= upTo ? key : cappedKey, total, since);
      return total;
    },
  };
}
export type SearchRepository = ReturnType<typeof searchRepository>;
