import type { Pool } from '../db/pool';

/** Catalogue facts seen from a composer account: their released tracks and labels, co-writers' IPI numbers. */
export function briefingCatalogueRepository(db: Pool) {
  const ownTracks = `SELECT DISTINCT t.id, t.album_id, t.position FROM tracks t
    JOIN composers_tracks ct ON ct.track_id = t.id JOIN composers c ON c.id = ct.composer_id
    WHERE c.customer_id = $1 AND t.main_track_id IS NULL`;
  return {
    async releasedTrackIds(customerId: number, per: number, offset: number) {
      const { rows } = await db.query<{ id: number }>(
        `SELECT id FROM (${ownTracks}) own ORDER BY album_id DESC, position, id LIMIT $2 OFFSET $3`,
        [customerId, per, offset],
      );
      const count = await db.query<{ total: number }>(`SELECT count(*) AS total FROM (${ownTracks}) own`, [
        customerId,
      ]);
      return { ids: rows.map((row) => row.id), total: Number(count.rows[0]!.total) };
    },

    async labels(customerId: number) {
      const { rows } = await db.query<{ id: number; name: string; tracks_count: number }>(
        `SELECT l.id, l.name, count(*)::int AS tracks_count FROM (${ownTracks}) own
         JOIN albums a ON a.id = own.album_id JOIN labels l ON l.id = a.label_id
         GROUP BY l.id, l.name ORDER BY l.name`,
        [customerId],
      );
      return rows;
    },

    /** The stored IPI of a composer or lyricist; undefined when there is no such person. */
    async ipi(composerId: number): Promise<string | null | undefined> {
      const { rows } = await db.query<{ ipi: string | null }>('SELECT ipi FROM composers WHERE id = $1', [
        composerId,
      ]);
      return rows[0] ? rows[0].ipi : undefined;
    },
  };
}
