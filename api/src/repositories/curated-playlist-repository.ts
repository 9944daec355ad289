import type { CuratedPlaylist } from '@rsm/shared/schemas';
import type { Pool } from '@rsm/db/pool';
import type { MediaUrls } from '../lib/media-urls';
import type { Page } from '../lib/paging';
import type { Language } from '../plugins/language';

type CuratedRow = Omit<CuratedPlaylist, 'cover'> & { cover_path: string | null };

function selectCurated(language: Language): string {
  // The language is a whitelist ('en' | 'pt'), safe to splice.
  return `SELECT p.id, p.name_${language} AS name, p.description_${language} AS description,
      p.cover_path,
      (SELECT count(*) FROM curated_playlist_tracks pt WHERE pt.curated_playlist_id = p.id) AS tracks_count
    FROM curated_playlists p`;
}

/** The editors' public playlists; their tracks come as ids, turned into Track DTOs by the track repository. */
export function curatedPlaylistRepository(db: Pool, urls: MediaUrls) {
  const toPlaylist = ({ cover_path, ...row }: CuratedRow): CuratedPlaylist => ({
    ...row,
    cover: {
      url: cover_path ? urls.curatedPlaylistCover(row.id) : null,
      variants: cover_path ? urls.pictureVariants('curated-playlists', row.id, cover_path) : null,
    },
  });

  return {
    async homepage(language: Language): Promise<CuratedPlaylist[]> {
      const { rows } = await db.query<CuratedRow>(
        `${selectCurated(language)} WHERE p.on_homepage ORDER BY p.position, p.id`,
      );
      return rows.map(toPlaylist);
    },

    async list(page: Page, language: Language): Promise<{ playlists: CuratedPlaylist[]; total: number }> {
      const { rows } = await db.query<CuratedRow>(
        `${selectCurated(language)} ORDER BY p.position, p.id LIMIT $1 OFFSET $2`,
        [page.per, page.offset],
      );
      const count = await db.query<{ total: number }>('SELECT count(*) AS total FROM curated_playlists');
      return { playlists: rows.map(toPlaylist), total: count.rows[0]!.total };
    },

    async find(id: number, language: Language): Promise<CuratedPlaylist | null> {
      const { rows } = await db.query<CuratedRow>(`${selectCurated(language)} WHERE p.id = $1`, [id]);
      return rows[0] ? toPlaylist(rows[0]) : null;
    },

    /** A page of the playlist's track ids in playlist order and the total; null for an unknown playlist. */
    async trackIds(id: number, page: Page): Promise<{ ids: number[]; total: number } | null> {
      const { rows } = await db.query<{ track_ids: number[] | null; total: number }>(
        `SELECT (SELECT array_agg(track_id ORDER BY position, track_id) FROM (
             SELECT track_id, position FROM curated_playlist_tracks WHERE curated_playlist_id = p.id
             ORDER BY position, track_id LIMIT $2 OFFSET $3) pg) AS track_ids,
           (SELECT count(*) FROM curated_playlist_tracks WHERE curated_playlist_id = p.id) AS total
         FROM curated_playlists p WHERE p.id = $1`,
        [id, page.per, page.offset],
      );
      const row = rows[0];
      return row ? { ids: row.track_ids ?? [], total: row.total } : null;
    },
  };
}
export type CuratedPlaylistRepository = ReturnType<typeof curatedPlaylistRepository>;
