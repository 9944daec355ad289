import type { Pool } from '@rsm/db/pool';

/** Paths (relative to the media dir) of the generated content images; the only source of what those routes send. */
export function contentMediaRepository(db: Pool) {
  const one = async (sql: string, id: number): Promise<string | null> => {
    const { rows } = await db.query<{ path: string | null }>(sql, [id]);
    return rows[0]?.path ?? null;
  };
  return {
    bannerImage: (id: number) => one('SELECT image_path AS path FROM banners WHERE id = $1', id),
    trustedByLogo: (id: number) => one('SELECT logo_path AS path FROM trusted_bies WHERE id = $1', id),
    curatedPlaylistCover: (id: number) =>
      one('SELECT cover_path AS path FROM curated_playlists WHERE id = $1', id),
  };
}
export type ContentMediaRepository = ReturnType<typeof contentMediaRepository>;
