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

export function uploadRepository(db: Pool) {
  return {
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
