import type { Pool } from '@rsm/db/pool';
import { isoSql } from '../lib/sql-text';

export interface ContractRow {
  id: number;
  title: string;
  body: string;
  kind: 'issued' | 'uploaded' | 'digital';
  signed_name: string | null;
  signed_at: string | null;
  created_at: string;
  upload_path: string | null;
  original_name: string | null;
}

const COLUMNS = `c.id, c.title, c.body, c.kind, c.signed_name, ${isoSql('c.signed_at')} AS signed_at,
  ${isoSql('c.created_at')} AS created_at,
  u.path AS upload_path, u.original_name FROM contracts c LEFT JOIN uploads u ON u.id = c.upload_id`;

export function contractRepository(db: Pool) {
  return {
    /** Issued and uploaded contracts, and digital ones once signed; newest first. */
    async listOwn(customerId: number, digital: boolean): Promise<ContractRow[]> {
      const { rows } = await db.query<ContractRow>(
        `SELECT ${COLUMNS} WHERE c.customer_id = $1 AND (c.kind = 'digital') = $2
         ORDER BY c.signed_at IS NOT NULL, c.created_at DESC, c.id DESC`,
        [customerId, digital],
      );
      return rows;
    },
    async findOwn(id: number, customerId: number): Promise<ContractRow | null> {
      const { rows } = await db.query<ContractRow>(
        `SELECT ${COLUMNS} WHERE c.id = $1 AND c.customer_id = $2`,
        [id, customerId],
      );
      return rows[0] ?? null;
    },
    async createUploaded(customerId: number, title: string, uploadId: string): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO contracts (customer_id, title, kind, upload_id) VALUES ($1, $2, 'uploaded', $3) RETURNING id`,
        [customerId, title, uploadId],
      );
      return rows[0]!.id;
    },
  };
}
