import type { Playlist } from '@rsm/shared/schemas';
import type { Pool } from '../db/pool';
import type { Page } from '../lib/paging';

type PlaylistRow = Omit<Playlist, 'updated_at'> & { updated_at: Date };

// Each playlist with its track count and tracks ({id, name}) in playlist order.
const SELECT_PLAYLISTS = `SELECT p.id, p.uuid, p.name, p.project_category_id, p.updated_at,
    (SELECT count(*) FROM project_tracks pt WHERE pt.project_id = p.id) AS tracks_count,
    COALESCE((SELECT json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY pt.position, t.id)
      FROM project_tracks pt JOIN tracks t ON t.id = pt.track_id WHERE pt.project_id = p.id), '[]') AS tracks
  FROM projects p`;

const toPlaylist = ({ updated_at, ...row }: PlaylistRow): Playlist => ({
  ...row,
  updated_at: updated_at.toISOString(),
});

/** Playlists ("projects") are always read through their owner: another customer's playlist does not exist. */
export function projectRepository(db: Pool) {
  return {
    async listForCustomer(customerId: number, page: Page): Promise<{ projects: Playlist[]; total: number }> {
      const { rows } = await db.query<PlaylistRow>(
        `${SELECT_PLAYLISTS} WHERE p.customer_id = $1 ORDER BY p.updated_at DESC, p.id DESC LIMIT $2 OFFSET $3`,
        [customerId, page.per, page.offset],
      );
      const count = await db.query<{ total: number }>(
        'SELECT count(*) AS total FROM projects WHERE customer_id = $1',
        [customerId],
      );
      return { projects: rows.map(toPlaylist), total: count.rows[0]!.total };
    },

    async findForCustomer(customerId: number, uuid: string): Promise<Playlist | null> {
      const { rows } = await db.query<PlaylistRow>(
        `${SELECT_PLAYLISTS} WHERE p.customer_id = $1 AND p.uuid = $2`,
        [customerId, uuid],
      );
      return rows[0] ? toPlaylist(rows[0]) : null;
    },
  };
}
export type ProjectRepository = ReturnType<typeof projectRepository>;
