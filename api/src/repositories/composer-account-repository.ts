import type { Pool } from '@rsm/db/pool';
import { containsPattern } from '../lib/sql-text';

export interface ComposerAccount {
  id: number;
  first_name: string;
  last_name: string;
  composers: { id: number; uuid: string; first_name: string; last_name: string }[];
}

/**
 * Composer accounts found by name, for crediting co-writers. Only names leave: no email, no IPI (the IPI is checked
 * against a guess, never shown).
 */
export function composerAccountRepository(db: Pool) {
  return {
    async search(text: string, limit: number): Promise<ComposerAccount[]> {
      const { rows } = await db.query<ComposerAccount>(
        `SELECT cu.id, cu.first_name, cu.last_name,
           coalesce(json_agg(json_build_object('id', c.id, 'uuid', c.uuid, 'first_name', c.first_name,
             'last_name', c.last_name) ORDER BY c.last_name, c.first_name, c.id)
             FILTER (WHERE c.id IS NOT NULL), '[]') AS composers
         FROM customers cu LEFT JOIN composers c ON c.customer_id = cu.id
         WHERE cu.is_composer AND (
           cu.first_name || ' ' || cu.last_name ILIKE $1
           OR c.first_name || ' ' || c.last_name ILIKE $1)
         GROUP BY cu.id ORDER BY cu.last_name, cu.first_name, cu.id LIMIT $2`,
        [containsPattern(text), limit],
      );
      return rows;
    },
  };
}
