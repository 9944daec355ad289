import type { Pool } from '../db/pool';
import type { Page } from '../lib/paging';
import { normalizeTerm } from '../lib/text-query';
import type { Language } from '../plugins/language';
import { searchConditions, searchOrder, type SearchFilters, type SearchSortField } from './search-sql';

export interface SearchInput {
  filters: SearchFilters;
  tsQuery: string | null;
  sort: { field: SearchSortField; direction: 'asc' | 'desc' };
  language: Language;
}

const FROM = 'FROM tracks t JOIN albums a ON a.id = t.album_id LEFT JOIN labels l ON l.id = a.label_id';
const SUGGESTIONS = 5;

export interface Suggestion {
  id: number;
  name: string;
}

/** Track search (ids in result order; the routes load DTOs) and typeahead over search_terms. */
export function searchRepository(db: Pool) {
  const terms = async <T extends Suggestion = Suggestion>(
    kind: string,
    prefix: string,
    language: Language | null,
    extra = '',
  ) => {
    const { rows } = await db.query<T>(
      `SELECT DISTINCT ON (length(s.name), s.name, s.ref_id) s.ref_id AS id, s.name ${extra}
       FROM search_terms s ${extra ? 'JOIN albums a ON a.id = s.ref_id' : ''}
       WHERE s.kind = $1 AND s.norm LIKE $2 AND ($3::text IS NULL OR s.language = $3)
       ORDER BY length(s.name), s.name, s.ref_id LIMIT ${SUGGESTIONS}`,
      [kind, prefix, language],
    );
    return rows;
  };

  return {
    async tracks(input: SearchInput, page: Page): Promise<{ ids: number[]; total: number }> {
      const { conditions, params, rank } = searchConditions(input.filters, input.tsQuery, input.language);
      const order = searchOrder(input.sort.field, input.sort.direction, rank, input.language);
      const where = conditions.join(' AND ');
      // The total comes with the page (one pass over the matches); a page past the end needs the count alone.
      const { rows } = await db.query<{ id: number; total: number }>(
        `SELECT t.id, count(*) OVER () AS total ${FROM} WHERE ${where}
         ORDER BY ${order} LIMIT ${page.per} OFFSET ${page.offset}`,
        params,
      );
      if (rows.length > 0) return { ids: rows.map((row) => row.id), total: rows[0]!.total };
      const count = await db.query<{ total: number }>(
        `SELECT count(*) AS total ${FROM} WHERE ${where}`,
        params,
      );
      return { ids: [], total: count.rows[0]!.total };
    },

    /** Albums holding matching tracks, ordered by their best-placed track. */
    async albums(input: SearchInput, page: Page): Promise<{ ids: number[]; total: number }> {
      const { conditions, params, rank } = searchConditions(input.filters, input.tsQuery, input.language);
      const order = searchOrder(input.sort.field, input.sort.direction, rank, input.language);
      const where = conditions.join(' AND ');
      const { rows } = await db.query<{ id: number }>(
        `SELECT album_id AS id FROM (SELECT t.album_id, row_number() OVER (ORDER BY ${order}) AS place
           ${FROM} WHERE ${where}) m
         GROUP BY album_id ORDER BY min(place) LIMIT ${page.per} OFFSET ${page.offset}`,
        params,
      );
      const count = await db.query<{ total: number }>(
        `SELECT count(DISTINCT t.album_id) AS total ${FROM} WHERE ${where}`,
        params,
      );
      return { ids: rows.map((row) => row.id), total: count.rows[0]!.total };
    },

    async countMainTracks(): Promise<number> {
      const { rows } = await db.query<{ total: number }>(
        'SELECT count(*) AS total FROM tracks WHERE main_track_id IS NULL',
      );
      return rows[0]!.total;
    },

    async suggestions(q: string, language: Language) {
      const prefix = `${normalizeTerm(q).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      const [keywords, composers, albums, tracks] = await Promise.all([
        terms('keyword', prefix, language),
        terms('composer', prefix, null),
        terms<Suggestion & { uuid: string }>('album', prefix, null, ', a.uuid'),
        terms('track', prefix, null),
      ]);
      return { keywords, composers, albums, tracks };
    },

    async rememberSearch(customerId: number, text: string): Promise<void> {
      await db.query('INSERT INTO searches (customer_id, text) VALUES ($1, $2)', [customerId, text]);
    },

    /** The customer's latest distinct search texts, newest first. */
    async recentSearches(customerId: number): Promise<{ name: string }[]> {
      const { rows } = await db.query<{ name: string }>(
        `SELECT text AS name FROM searches WHERE customer_id = $1
         GROUP BY text ORDER BY max(created_at) DESC LIMIT ${SUGGESTIONS}`,
        [customerId],
      );
      return rows;
    },
  };
}
export type SearchRepository = ReturnType<typeof searchRepository>;
