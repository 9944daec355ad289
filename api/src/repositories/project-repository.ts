import type { Playlist } from '@rsm/shared/schemas';
import type { Pool } from '@rsm/db/pool';
import { isUniqueViolation } from '@rsm/db/transaction';
import { freeName } from '../lib/free-name';
import type { Page } from '../lib/paging';
import { containsPattern } from '../lib/sql-text';

export const PROJECT_SORT_FIELDS = ['updated_at', 'name', 'created_at', 'tracks_count'] as const;
export type ProjectSort = { field: (typeof PROJECT_SORT_FIELDS)[number]; direction: 'asc' | 'desc' };
export const NAME_INDEX = 'projects_customer_name_key';

type PlaylistRow = Omit<Playlist, 'updated_at'> & { updated_at: Date };
export type SaveResult = { uuid: string } | 'name-taken' | 'folder-not-found' | 'not-found';

// Each playlist with its track count and tracks ({id, name}) in playlist order. Each name is looked up by its track's
// id (the foreign key makes it exist): joined instead, the planner could merge the playlist's rows with the whole
// tracks index, up to the playlist's highest id (at 100k tracks, 25-300 ms for one far id in 2,001 tracks, against
// 6-10 ms).
const SELECT_PLAYLISTS = `SELECT p.id, p.uuid, p.name, p.project_category_id, p.updated_at,
    (SELECT count(*) FROM project_tracks pt WHERE pt.project_id = p.id) AS tracks_count,
    COALESCE((SELECT json_agg(json_build_object('id', pt.track_id,
        'name', (SELECT t.name FROM tracks t WHERE t.id = pt.track_id)) ORDER BY pt.position, pt.track_id)
      FROM project_tracks pt WHERE pt.project_id = p.id), '[]') AS tracks
  FROM projects p`;

// Whitelisted ORDER BY expressions (the route's zod enum picks the key).
const ORDER: Record<ProjectSort['field'], string> = {
  updated_at: 'p.updated_at',
  created_at: 'p.created_at',
  name: 'lower(p.name)',
  tracks_count: 'tracks_count',
};

export const toPlaylist = ({ updated_at, ...row }: PlaylistRow): Playlist => ({
  ...row,
  updated_at: updated_at.toISOString(),
});

/** Turns the unique-name violation into a result; anything else is rethrown. */
async function guardName(work: () => Promise<SaveResult>): Promise<SaveResult> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, NAME_INDEX)) return 'name-taken';
    throw error;
  }
}

/** Playlists ("projects") are always read through their owner: another customer's playlist does not exist. */
export function projectRepository(db: Pool) {
  return {
    async listForCustomer(
      customerId: number,
      page: Page,
      options: { sort: ProjectSort; q?: string } = { sort: { field: 'updated_at', direction: 'desc' } },
    ): Promise<{ projects: Playlist[]; total: number }> {
      const { field, direction } = options.sort;
      const q = options.q ? containsPattern(options.q) : null;
      const where = 'p.customer_id = $1 AND ($2::text IS NULL OR p.name ILIKE $2)';
      const { rows } = await db.query<PlaylistRow>(
        `${SELECT_PLAYLISTS} WHERE ${where} ORDER BY ${ORDER[field]} ${direction}, p.id ${direction} LIMIT $3 OFFSET $4`,
        [customerId, q, page.per, page.offset],
      );
      const count = await db.query<{ total: number }>(
        `SELECT count(*) AS total FROM projects p WHERE ${where}`,
        [customerId, q],
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

    /** Any customer's playlist by id: only for access already granted another way (a share token). */
    async findById(id: number): Promise<Playlist | null> {
      const { rows } = await db.query<PlaylistRow>(`${SELECT_PLAYLISTS} WHERE p.id = $1`, [id]);
      return rows[0] ? toPlaylist(rows[0]) : null;
    },

    async findOwnedById(customerId: number, id: number): Promise<Playlist | null> {
      const { rows } = await db.query<PlaylistRow>(
        `${SELECT_PLAYLISTS} WHERE p.customer_id = $1 AND p.id = $2`,
        [customerId, id],
      );
      return rows[0] ? toPlaylist(rows[0]) : null;
    },

    /** The id of the customer's playlist with this uuid, or null. */
    async ownedId(customerId: number, uuid: string): Promise<number | null> {
      const { rows } = await db.query<{ id: number }>(
        'SELECT id FROM projects WHERE customer_id = $1 AND uuid = $2',
        [customerId, uuid],
      );
      return rows[0]?.id ?? null;
    },

    /** Creates a playlist in one of the customer's folders, with the tracks of `copyFromId` when given. */
    async create(
      customerId: number,
      input: { name: string; folderId: number; copyFromId?: number | null },
    ): Promise<SaveResult> {
      return guardName(async () => {
        const { rows } = await db.query<{ uuid: string }>(
          `WITH created AS (
             INSERT INTO projects (customer_id, project_category_id, name)
             SELECT $1, f.id, $3 FROM project_categories f WHERE f.customer_id = $1 AND f.id = $2
             RETURNING id, uuid),
           copied AS (
             INSERT INTO project_tracks (project_id, track_id, position)
             SELECT created.id, pt.track_id, row_number() OVER (ORDER BY pt.position, pt.track_id) - 1
             FROM created, project_tracks pt WHERE pt.project_id = $4)
           SELECT uuid FROM created`,
          [customerId, input.folderId, input.name, input.copyFromId ?? null],
        );
        return rows[0] ?? 'folder-not-found';
      });
    },

    async update(
      customerId: number,
      uuid: string,
      input: { name: string; folderId: number },
    ): Promise<SaveResult> {
      return guardName(async () => {
        const { rows } = await db.query<{ uuid: string; folder_found: boolean }>(
          `UPDATE projects p SET name = $3, project_category_id = f.id, updated_at = now()
           FROM project_categories f
           WHERE p.customer_id = $1 AND p.uuid = $2 AND f.customer_id = $1 AND f.id = $4 RETURNING p.uuid`,
          [customerId, uuid, input.name, input.folderId],
        );
        if (rows[0]) return rows[0];
        return (await this.ownedId(customerId, uuid)) === null ? 'not-found' : 'folder-not-found';
      });
    },

    async remove(customerId: number, uuid: string): Promise<boolean> {
      const { rowCount } = await db.query('DELETE FROM projects WHERE customer_id = $1 AND uuid = $2', [
        customerId,
        uuid,
      ]);
      return rowCount === 1;
    },

    /** Copies a playlist (shared or an album's tracks) into the customer's default folder under a free name. */
    async copyToDefaultFolder(
      customerId: number,
      name: string,
      source: { projectId: number } | { albumId: number },
    ): Promise<string> {
      const taken = await db.query<{ name: string }>(
        'SELECT lower(name) AS name FROM projects WHERE customer_id = $1',
        [customerId],
      );
      const free = freeName(name, new Set(taken.rows.map((row) => row.name)));
      const [sourceSql, sourceId] =
        'projectId' in source
          ? [
              `SELECT track_id, row_number() OVER (ORDER BY position, track_id) - 1 AS position
               FROM project_tracks WHERE project_id = $3`,
              source.projectId,
            ]
          : [
              `SELECT id AS track_id, row_number() OVER (ORDER BY position, id) - 1 AS position
               FROM tracks WHERE album_id = $3 AND main_track_id IS NULL`,
              source.albumId,
            ];
      const { rows } = await db.query<{ uuid: string }>(
        `WITH created AS (
           INSERT INTO projects (customer_id, project_category_id, name)
           SELECT $1, f.id, $2 FROM project_categories f WHERE f.customer_id = $1 AND f.is_default
           RETURNING id, uuid),
         copied AS (
           INSERT INTO project_tracks (project_id, track_id, position)
           SELECT created.id, s.track_id, s.position FROM created, (${sourceSql}) s)
         SELECT uuid FROM created`,
        [customerId, free, sourceId],
      );
      return rows[0]!.uuid;
    },
  };
}
export type ProjectRepository = ReturnType<typeof projectRepository>;
