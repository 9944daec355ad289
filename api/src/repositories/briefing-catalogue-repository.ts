import type { Pool } from '@rsm/db/pool';

export const TRACK_KINDS = ['released', 'upcoming'] as const;
export type TrackKind = (typeof TRACK_KINDS)[number];

/** Catalogue facts seen from a composer account: their released tracks and labels, co-writers' IPI numbers. */
export function briefingCatalogueRepository(db: Pool) {
  const ownTracks = `SELECT DISTINCT t.id, t.album_id, t.position FROM tracks t
    JOIN composers_tracks ct ON ct.track_id = t.id JOIN composers c ON c.id = ct.composer_id
    WHERE c.customer_id = $1 AND t.main_track_id IS NULL`;
  // Released: the album is out (no date counts as out, as the catalogue shows it); upcoming: dated in the future.
  const kindTracks = `SELECT DISTINCT t.id, t.album_id, t.position FROM tracks t
    JOIN albums a ON a.id = t.album_id
    JOIN composers_tracks ct ON ct.track_id = t.id JOIN composers c ON c.id = ct.composer_id
    WHERE c.customer_id = $1 AND t.main_track_id IS NULL AND ($2::uuid IS NULL OR c.uuid = $2)
      AND (CASE WHEN $3 = 'upcoming' THEN a.release_date > current_date
                ELSE a.release_date IS NULL OR a.release_date <= current_date END)`;
  return {
    async releasedTrackIds(customerId: number, per: number, offset: number) {
      return this.trackIds(customerId, { kind: 'released', per, offset });
    },

    /** The account's catalogue tracks of one kind, optionally written under one of its composer names (uuid). */
    async trackIds(
      customerId: number,
      options: { kind: TrackKind; composerUuid?: string; per: number; offset: number },
    ) {
      const args = [customerId, options.composerUuid ?? null, options.kind];
      const { rows } = await db.query<{ id: number }>(
        `SELECT id FROM (${kindTracks}) own ORDER BY album_id DESC, position, id LIMIT $4 OFFSET $5`,
        [...args, options.per, options.offset],
      );
      const count = await db.query<{ total: number }>(
        `SELECT count(*) AS total FROM (${kindTracks}) own`,
        args,
      );
      return { ids: rows.map((row) => row.id), total: Number(count.rows[0]!.total) };
    },

    /** Whether a composer name (uuid) belongs to this account. */
    async ownsComposer(customerId: number, composerUuid: string): Promise<boolean> {
      const { rows } = await db.query('SELECT 1 FROM composers WHERE uuid = $1 AND customer_id = $2', [
        composerUuid,
        customerId,
      ]);
      return rows.length > 0;
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

    /** The catalogue names this account writes under, with their IPI numbers (theirs to see). */
    async ownComposers(customerId: number) {
      const { rows } = await db.query<{
        id: number;
        uuid: string;
        first_name: string;
        last_name: string;
        ipi: string | null;
      }>(
        `SELECT id, uuid, first_name, last_name, ipi FROM composers WHERE customer_id = $1
         ORDER BY last_name, first_name, id`,
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
