import type { HistoryKind } from '@rsm/shared/schemas';
import type { Pool } from '@rsm/db/pool';
import type { Page } from '../lib/paging';
import { isoSql } from '../lib/sql-text';

export interface HistoryRow {
  id: number;
  track_id: number;
  kind: HistoryKind;
  created_at: string;
}

const COLUMNS = `id, track_id, kind, ${isoSql('created_at')} AS created_at`;

/** A customer's plays and downloads. */
export function historyRepository(db: Pool) {
  return {
    /** Records a play or download; null when the track does not exist. */
    async record(customerId: number, trackId: number, kind: HistoryKind): Promise<HistoryRow | null> {
      const { rows } = await db.query<HistoryRow>(
        `INSERT INTO customer_history (customer_id, track_id, kind) SELECT $1, id, $3 FROM tracks WHERE id = $2
         RETURNING ${COLUMNS}`,
        [customerId, trackId, kind],
      );
      return rows[0] ?? null;
    },

    /** Records downloads of several tracks at once (zips). */
    async recordDownloads(customerId: number, trackIds: number[]): Promise<void> {
      await db.query(
        `INSERT INTO customer_history (customer_id, track_id, kind) SELECT $1, unnest($2::int[]), 'download'`,
        [customerId, trackIds],
      );
    },

    /** Whether the customer has a download of each of these tracks recorded in the last `hours`. */
    async downloadedWithin(customerId: number, trackIds: number[], hours: number): Promise<boolean> {
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(DISTINCT track_id)::int AS n FROM customer_history
         WHERE customer_id = $1 AND kind = 'download' AND track_id = ANY($2::int[])
           AND created_at > now() - make_interval(hours => $3)`,
        [customerId, trackIds, hours],
      );
      return Number(rows[0]?.n ?? 0) >= new Set(trackIds).size;
    },

    async list(
      customerId: number,
      page: Page,
      kind?: HistoryKind,
    ): Promise<{ rows: HistoryRow[]; total: number }> {
      const where = 'customer_id = $1 AND ($2::text IS NULL OR kind = $2)';
      const { rows } = await db.query<HistoryRow>(
        `SELECT ${COLUMNS} FROM customer_history WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
        [customerId, kind ?? null, page.per, page.offset],
      );
      const count = await db.query<{ total: number }>(
        `SELECT count(*) AS total FROM customer_history WHERE ${where}`,
        [customerId, kind ?? null],
      );
      return { rows, total: count.rows[0]!.total };
    },
  };
}
export type HistoryRepository = ReturnType<typeof historyRepository>;
