import type { Pool } from '../db/pool';
import type { StoredUpload } from '../lib/uploads/store-upload';

export interface UploadRow {
  id: string;
  kind: 'audio' | 'contract';
  format: StoredUpload['format'];
  original_name: string;
  path: string;
  size: number;
  peaks: number[] | null;
}

/** Uploads no submission and no contract refers to: sent, then never used. */
const UNUSED = `NOT EXISTS (SELECT 1 FROM briefing_submissions s WHERE s.upload_id = u.id)
  AND NOT EXISTS (SELECT 1 FROM contracts c WHERE c.upload_id = u.id)`;

export function uploadRepository(db: Pool) {
  return {
    /** Bytes of the customer's unused uploads (what the quota counts). */
    async unusedBytes(customerId: number): Promise<number> {
      const { rows } = await db.query<{ bytes: number }>(
        `SELECT COALESCE(sum(size), 0)::bigint AS bytes FROM uploads u WHERE customer_id = $1 AND ${UNUSED}`,
        [customerId],
      );
      return Number(rows[0]!.bytes);
    },

    /** Forgets unused uploads older than `hours` (of one customer, or everyone's) and returns their file paths. */
    async removeStaleUnused(hours: number, customerId: number | null = null): Promise<string[]> {
      const { rows } = await db.query<{ path: string }>(
        `DELETE FROM uploads u WHERE created_at < now() - make_interval(hours => $1)
           AND ($2::int IS NULL OR customer_id = $2) AND ${UNUSED}
         RETURNING path`,
        [hours, customerId],
      );
      return rows.map((row) => row.path);
    },

    async create(
      customerId: number,
      kind: UploadRow['kind'],
      originalName: string,
      stored: StoredUpload,
    ): Promise<UploadRow> {
      const { rows } = await db.query<UploadRow>(
        `INSERT INTO uploads (id, customer_id, kind, format, original_name, path, size, peaks)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         RETURNING id, kind, format, original_name, path, size::int AS size, peaks`,
        [
          stored.id,
          customerId,
          kind,
          stored.format,
          originalName.slice(0, 255),
          stored.path,
          stored.size,
          stored.peaks ? JSON.stringify(stored.peaks) : null,
        ],
      );
      return rows[0]!;
    },

    /** The customer's own upload of that kind; another customer's id is as good as unknown. */
    async findOwn(id: string, customerId: number, kind: UploadRow['kind']): Promise<UploadRow | null> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
      const { rows } = await db.query<UploadRow>(
        `SELECT id, kind, format, original_name, path, size::int AS size, peaks FROM uploads
         WHERE id = $1 AND customer_id = $2 AND kind = $3`,
        [id, customerId, kind],
      );
      return rows[0] ?? null;
    },
  };
}
export type UploadRepository = ReturnType<typeof uploadRepository>;
