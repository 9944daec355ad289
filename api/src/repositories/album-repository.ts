import type { Album } from '@rsm/shared/schemas';
import type { Pool } from '@rsm/db/pool';
import type { IdOrUuid } from '../lib/ids';
import type { MediaUrls } from '../lib/media-urls';
import type { Page } from '../lib/paging';
import type { Language } from '../plugins/language';
import { keptByIds, type CatalogueCache } from './catalogue-cache';
import { descriptionSql, taxaJson } from './language-sql';

export const ALBUM_SORT_FIELDS = ['release_date', 'name', 'created_at'] as const;
export type AlbumSort = { field: (typeof ALBUM_SORT_FIELDS)[number]; direction: 'asc' | 'desc' };

type AlbumRow = Omit<Album, 'cover' | 'medley'> & { cover_path: string | null; medley_path: string | null };

function selectAlbums(language: Language): string {
  return `SELECT a.id, a.uuid, a.name, a.directory_name, ${descriptionSql('a', language)} AS description, a.release_date, a.cover_path, a.medley_path,
      CASE WHEN l.id IS NULL THEN NULL ELSE json_build_object('id', l.id, 'name', l.name) END AS label,
      (SELECT count(*) FROM tracks t WHERE t.album_id = a.id AND t.main_track_id IS NULL) AS tracks_count,
      ${taxaJson('topics', 'album', 'a', language)} AS topics,
      ${taxaJson('genres', 'album', 'a', language)} AS genres,
      ${taxaJson('moods', 'album', 'a', language)} AS moods
    FROM albums a LEFT JOIN labels l ON l.id = a.label_id`;
}

export function albumRepository(db: Pool, urls: MediaUrls, catalogue: CatalogueCache) {
  const toAlbum = ({ cover_path, medley_path, ...row }: AlbumRow): Album => ({
    ...row,
    cover: {
      url: cover_path ? urls.albumCover(row.id) : null,
      variants: cover_path ? urls.pictureVariants('albums', row.id, cover_path) : null,
    },
    medley: { url: medley_path ? urls.albumMedley(row.id) : null },
  });

  // Album DTOs and the list's pages of ids kept until the catalogue changes, as the track DTOs are
  // (track-repository.ts): every table they read moves catalogue_version.
  const kept = catalogue.create<Album>();
  const keptPages = catalogue.create<{ ids: number[]; total: number }>();

  /** Albums by id in the order given (unknown ids left out): the kept ones, and the rest loaded by one statement. */
  const findMany = async (ids: number[], language: Language): Promise<Album[]> => {
    const byId = await keptByIds(catalogue, kept, ids, language, async (missing) => {
      // Named, as the track DTOs are: each connection plans the album DTO once and reuses the plan.
      const { rows } = await db.query<AlbumRow>({
        name: `album-dtos-${language}`,
        text: `${selectAlbums(language)} WHERE a.id = ANY($1::int[])`,
        values: [missing],
      });
      return rows.map(toAlbum);
    });
    return ids.flatMap((id) => byId.get(id) ?? []);
  };

  return {
    async list(page: Page, sort: AlbumSort, language: Language): Promise<{ albums: Album[]; total: number }> {
      // Both parts of the ORDER BY come from whitelists (the route's zod enum), never raw input. The page's ids come
      // first, from an index in exactly this order (migration 340), and only they get the DTO's sub-selects: with
      // the DTO in the same statement a deep page computed them for every album it skipped (78 ms at page 400).
      const nulls = sort.direction === 'desc' ? 'NULLS LAST' : 'NULLS FIRST';
      await catalogue.fresh();
      const { ids, total } = await keptPages.load(
        `${sort.field} ${sort.direction} ${page.per} ${page.offset}`,
        async () => {
          const [listed, count] = await Promise.all([
            db.query<{ id: number }>(
              `SELECT a.id FROM albums a ORDER BY a.${sort.field} ${sort.direction} ${nulls}, a.id ${sort.direction}
               LIMIT $1 OFFSET $2`,
              [page.per, page.offset],
            ),
            db.query<{ total: number }>('SELECT count(*) AS total FROM albums'),
          ]);
          return { ids: listed.rows.map((row) => row.id), total: count.rows[0]!.total };
        },
      );
      return { albums: await findMany(ids, language), total };
    },

    async find(key: IdOrUuid, language: Language): Promise<Album | null> {
      const [column, value] = 'id' in key ? ['id', key.id] : ['uuid', key.uuid];
      const { rows } = await db.query<AlbumRow>({
        name: `album-dto-by-${column}-${language}`,
        text: `${selectAlbums(language)} WHERE a.${column} = $1`,
        values: [value],
      });
      return rows[0] ? toAlbum(rows[0]) : null;
    },

    findMany,

    /** The customer's favourite albums, most recently added first. */
    async listFavourited(
      customerId: number,
      page: Page,
      language: Language,
    ): Promise<{ albums: Album[]; total: number }> {
      const { rows } = await db.query<AlbumRow>(
        `${selectAlbums(language)} JOIN album_favourites fav ON fav.album_id = a.id AND fav.customer_id = $1
         ORDER BY fav.created_at DESC, a.id DESC LIMIT $2 OFFSET $3`,
        [customerId, page.per, page.offset],
      );
      const count = await db.query<{ total: number }>(
        'SELECT count(*) AS total FROM album_favourites WHERE customer_id = $1',
        [customerId],
      );
      return { albums: rows.map(toAlbum), total: count.rows[0]!.total };
    },

    /** Adds the album to the customer's favourites or removes it; true when it is a favourite afterwards. */
    async toggleFavourite(customerId: number, albumId: number): Promise<boolean> {
      const { rows } = await db.query<{ favourited: boolean }>(
        `WITH removed AS (DELETE FROM album_favourites WHERE customer_id = $1 AND album_id = $2 RETURNING 1),
         added AS (INSERT INTO album_favourites (customer_id, album_id)
           SELECT $1, $2 WHERE NOT EXISTS (SELECT 1 FROM removed) ON CONFLICT DO NOTHING RETURNING 1)
         SELECT EXISTS (SELECT 1 FROM added) AS favourited`,
        [customerId, albumId],
      );
      return rows[0]!.favourited;
    },

    /** The album's numeric id, whichever way it was addressed. */
    async resolveId(key: IdOrUuid): Promise<number | null> {
      const [column, value] = 'id' in key ? ['id', key.id] : ['uuid', key.uuid];
      const { rows } = await db.query<{ id: number }>(`SELECT id FROM albums WHERE ${column} = $1`, [value]);
      return rows[0]?.id ?? null;
    },
  };
}
export type AlbumRepository = ReturnType<typeof albumRepository>;
