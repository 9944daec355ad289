import type { Briefing } from '@rsm/shared/schemas';
import type { Pool } from '@rsm/db/pool';
import type { Page } from '../lib/paging';

export function briefingRepository(db: Pool) {
  return {
    /** Open briefings first, nearest deadline first within each status. */
    async list(page: Page): Promise<{ briefings: Briefing[]; total: number }> {
      const { rows } = await db.query<Briefing>(
        `SELECT b.id, b.title, b.description, b.deadline, b.status,
           (SELECT count(*) FROM briefing_submissions s
             WHERE s.briefing_id = b.id AND s.main_submission_id IS NULL) AS submissions_count
         FROM briefings b
         ORDER BY b.status = 'closed', CASE WHEN b.status = 'open' THEN b.deadline END ASC, b.deadline DESC, b.id
         LIMIT $1 OFFSET $2`,
        [page.per, page.offset],
      );
      const count = await db.query<{ total: number }>('SELECT count(*) AS total FROM briefings');
      return { briefings: rows, total: count.rows[0]!.total };
    },

    /** One brief and the ids of its reference tracks in order. */
    async find(id: number): Promise<(Briefing & { reference_track_ids: number[] }) | null> {
      const { rows } = await db.query<Briefing & { reference_track_ids: number[] }>(
        `SELECT b.id, b.title, b.description, b.deadline, b.status,
           (SELECT count(*) FROM briefing_submissions s
             WHERE s.briefing_id = b.id AND s.main_submission_id IS NULL) AS submissions_count,
           COALESCE((SELECT array_agg(r.track_id ORDER BY r.position, r.track_id)
             FROM briefing_reference_tracks r WHERE r.briefing_id = b.id), '{}') AS reference_track_ids
         FROM briefings b WHERE b.id = $1`,
        [id],
      );
      return rows[0] ?? null;
    },
  };
}
export type BriefingRepository = ReturnType<typeof briefingRepository>;
