import type { ShareEmail } from '@rsm/shared/schemas';
import type { Pool } from '@rsm/db/pool';
import { isoSql } from '../lib/sql-text';

export type ShareEventKind = 'play' | 'download';

export interface ShareTrackEvent {
  id: number;
  project_share_id: number;
  track_id: number;
  event: ShareEventKind;
  created_at: string;
}

/** Recipients' activity on shared playlists, and the addresses a playlist was sent to. */
export function receivedProjectRepository(db: Pool) {
  return {
    /**
     * Records the event when the track is in the shared playlist (or an alternate of one of its tracks); null
     * otherwise.
     */
    async recordEvent(
      shareId: number,
      trackId: number,
      kind: ShareEventKind,
      customerId: number | null,
    ): Promise<ShareTrackEvent | null> {
      const { rows } = await db.query<ShareTrackEvent>(
        `INSERT INTO project_share_events (project_share_id, track_id, customer_id, kind)
         SELECT s.id, t.id, $4, $3 FROM project_shares s JOIN tracks t ON t.id = $2
         WHERE s.id = $1 AND EXISTS (SELECT 1 FROM project_tracks pt WHERE pt.project_id = s.project_id
           AND pt.track_id IN (t.id, t.main_track_id))
         RETURNING id, project_share_id, track_id, kind AS event, ${isoSql('created_at')} AS created_at`,
        [shareId, trackId, kind, customerId],
      );
      return rows[0] ?? null;
    },

    /** One entry per address the playlist was sent to, newest first. */
    async emails(projectId: number): Promise<ShareEmail[]> {
      const { rows } = await db.query<ShareEmail>(
        `SELECT max(s.id) AS id, lower(s.email) AS email, ${isoSql('max(s.created_at)')} AS created_at,
           count(DISTINCT s.id)::integer AS shares_count,
           count(e.id) FILTER (WHERE e.kind = 'play')::integer AS plays,
           count(e.id) FILTER (WHERE e.kind = 'download')::integer AS downloads
         FROM project_shares s LEFT JOIN project_share_events e ON e.project_share_id = s.id
         WHERE s.project_id = $1 AND s.email IS NOT NULL GROUP BY lower(s.email) ORDER BY max(s.created_at) DESC, max(s.id) DESC`,
        [projectId],
      );
      return rows;
    },

    /**
     * Removes the address a share went to from that playlist: every share of the playlist to it, so its links stop
     * working. Only the playlist's owner may; false otherwise.
     */
    async removeEmail(customerId: number, shareId: number): Promise<boolean> {
      const { rowCount } = await db.query(
        `DELETE FROM project_shares s USING project_shares one JOIN projects p ON p.id = one.project_id
         WHERE one.id = $1 AND p.customer_id = $2
           AND s.project_id = one.project_id AND lower(s.email) = lower(one.email)`,
        [shareId, customerId],
      );
      return (rowCount ?? 0) > 0;
    },
  };
}
export type ReceivedProjectRepository = ReturnType<typeof receivedProjectRepository>;
