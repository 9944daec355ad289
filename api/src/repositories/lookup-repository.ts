import type { Composer, Label, Taxon } from '@rsm/shared/schemas';
import type { Pool } from '@rsm/db/pool';
import type { Page } from '../lib/paging';
import { containsPattern } from '../lib/sql-text';
import type { Language } from '../plugins/language';
import { nameColumn } from './language-sql';

/** Lists with a name per language; the keys are the response keys and table names (a whitelist). */
export const LOOKUP_TABLES = [
  'genres',
  'moods',
  'tempos',
  'instrumentations',
  'topics',
  'countries',
] as const;
export type LookupTable = (typeof LOOKUP_TABLES)[number];

const LABEL_COLUMNS = `l.id, l.name, l.description,
  (SELECT count(*) FROM albums a WHERE a.label_id = l.id) AS albums_count`;

/** Names compare without case or accents, anywhere in the name. */
const MATCHES = (expression: string) =>
  `($1::text IS NULL OR lower(unaccent(${expression})) LIKE lower(unaccent($1)))`;

export function lookupRepository(db: Pool) {
  return {
    async list(table: LookupTable, language: Language): Promise<Taxon[]> {
      const column = nameColumn(language);
      const { rows } = await db.query<Taxon>(
        `SELECT id, ${column} AS name FROM ${table} ORDER BY ${column}, id`,
      );
      return rows;
    },

    async composers(q: string | undefined, page: Page): Promise<{ composers: Composer[]; total: number }> {
      const where = MATCHES(`first_name || ' ' || last_name`);
      const pattern = q ? containsPattern(q) : null;
      const { rows } = await db.query<Composer>(
        `SELECT id, uuid, first_name, last_name, ipi FROM composers WHERE ${where}
         ORDER BY last_name, first_name, id LIMIT $2 OFFSET $3`,
        [pattern, page.per, page.offset],
      );
      const count = await db.query<{ total: number }>(
        `SELECT count(*) AS total FROM composers WHERE ${where}`,
        [pattern],
      );
      return { composers: rows, total: count.rows[0]!.total };
    },

    async keywords(
      q: string | undefined,
      page: Page,
      language: Language,
    ): Promise<{ keywords: Taxon[]; total: number }> {
      const column = nameColumn(language);
      const pattern = q ? containsPattern(q) : null;
      const { rows } = await db.query<Taxon>(
        `SELECT id, ${column} AS name FROM keywords WHERE ${MATCHES(column)} ORDER BY ${column}, id LIMIT $2 OFFSET $3`,
        [pattern, page.per, page.offset],
      );
      const count = await db.query<{ total: number }>(
        `SELECT count(*) AS total FROM keywords WHERE ${MATCHES(column)}`,
        [pattern],
      );
      return { keywords: rows, total: count.rows[0]!.total };
    },

    async labels(): Promise<Label[]> {
      const { rows } = await db.query<Label>(`SELECT ${LABEL_COLUMNS} FROM labels l ORDER BY l.name, l.id`);
      return rows;
    },

    async label(id: number): Promise<Label | null> {
      const { rows } = await db.query<Label>(`SELECT ${LABEL_COLUMNS} FROM labels l WHERE l.id = $1`, [id]);
      return rows[0] ?? null;
    },

    /** Album ids of a label, newest release first. */
    async labelAlbumIds(labelId: number, page: Page): Promise<{ ids: number[]; total: number }> {
      const { rows } = await db.query<{ id: number }>(
        `SELECT id FROM albums WHERE label_id = $1 ORDER BY release_date DESC NULLS LAST, id DESC LIMIT $2 OFFSET $3`,
        [labelId, page.per, page.offset],
      );
      const count = await db.query<{ total: number }>(
        'SELECT count(*) AS total FROM albums WHERE label_id = $1',
        [labelId],
      );
      return { ids: rows.map((row) => row.id), total: count.rows[0]!.total };
    },

    /** Up to `limit` other albums sharing the most genres and moods with the album, newest first among equals. */
    async similarAlbumIds(albumId: number, limit: number): Promise<number[]> {
      const { rows } = await db.query<{ id: number }>(
        `SELECT other.album_id AS id FROM (
           SELECT g.album_id FROM albums_genres g WHERE g.genre_id IN (SELECT genre_id FROM albums_genres WHERE album_id = $1)
           UNION ALL
           SELECT m.album_id FROM albums_moods m WHERE m.mood_id IN (SELECT mood_id FROM albums_moods WHERE album_id = $1)
         ) other JOIN albums a ON a.id = other.album_id
         WHERE other.album_id <> $1
         GROUP BY other.album_id, a.release_date ORDER BY count(*) DESC, a.release_date DESC NULLS LAST, other.album_id
         LIMIT $2`,
        [albumId, limit],
      );
      return rows.map((row) => row.id);
    },
  };
}
export type LookupRepository = ReturnType<typeof lookupRepository>;
