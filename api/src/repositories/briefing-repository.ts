import type { Briefing } from '@rsm/shared/schemas';
import type { Pool } from '../db/pool';
import type { Page } from '../lib/paging';

export function briefingRepository(db: Pool) {
  return {
    /** Open briefings first, nearest deadline first within each status. */
    async list(page: Page): Promise<{ briefings: Briefing[]; total: number }> {
      const { rows } = await db.query<Briefing>(
        `SELECT b.id, b.title, b.description, b.deadline, b.status,
           (SELECT count(*) FROM briefing_submissions s WHERE s.briefing_id = b.id) AS submissions_count
         FROM briefings b
         ORDER BY b.status = 'closed', CASE WHEN b.status = 'open' THEN b.deadline END ASC, b.deadline DESC, b.id
         LIMIT $1 OFFSET $2`,
        [page.per, page.offset],
      );
      const count = await db.query<{ total: number }>('SELECT count(*) AS total FROM briefings');
      return { briefings: rows, total: count.rows[0]!.total };
    },
  };
}
export type BriefingRepository = ReturnType<typeof briefingRepository>;
