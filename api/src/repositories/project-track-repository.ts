import type { Pool } from '@rsm/db/pool';

export type AddTrackResult = 'added' | 'exists' | 'track-not-found';

// New tracks go after the last one; positions are kept dense (0..n-1 after any reorder).
const NEXT_POSITION = 'COALESCE((SELECT max(position) + 1 FROM project_tracks WHERE project_id = $1), 0)';

/** The tracks of a playlist; callers have already checked that the playlist is the customer's. */
export function projectTrackRepository(db: Pool) {
  const touch = (projectId: number) =>
    db.query('UPDATE projects SET updated_at = now() WHERE id = $1', [projectId]);

  return {
    async add(projectId: number, trackId: number): Promise<AddTrackResult> {
      const { rowCount } = await db.query(
        `INSERT INTO project_tracks (project_id, track_id, position)
         SELECT $1, t.id, ${NEXT_POSITION} FROM tracks t WHERE t.id = $2
         ON CONFLICT (project_id, track_id) DO NOTHING`,
        [projectId, trackId],
      );
      if (rowCount) {
        await touch(projectId);
        return 'added';
      }
      const track = await db.query('SELECT 1 FROM tracks WHERE id = $1', [trackId]);
      return track.rowCount ? 'exists' : 'track-not-found';
    },

    /** Appends the album's main tracks that are not in the playlist yet, in album order; returns how many. */
    async addAlbum(projectId: number, albumId: number): Promise<number> {
      const { rowCount } = await db.query(
        `INSERT INTO project_tracks (project_id, track_id, position)
         SELECT $1, t.id, ${NEXT_POSITION} + row_number() OVER (ORDER BY t.position, t.id) - 1
         FROM tracks t WHERE t.album_id = $2 AND t.main_track_id IS NULL
           AND NOT EXISTS (SELECT 1 FROM project_tracks pt WHERE pt.project_id = $1 AND pt.track_id = t.id)`,
        [projectId, albumId],
      );
      if (rowCount) await touch(projectId);
      return rowCount ?? 0;
    },

    /** Removes a track and closes the gap it leaves. */
    async remove(projectId: number, trackId: number): Promise<boolean> {
      const { rows } = await db.query<{ removed: number }>(
        `WITH gone AS (DELETE FROM project_tracks WHERE project_id = $1 AND track_id = $2 RETURNING position),
         shifted AS (UPDATE project_tracks SET position = position - 1
           WHERE project_id = $1 AND position > (SELECT position FROM gone))
         SELECT count(*) AS removed FROM gone`,
        [projectId, trackId],
      );
      if (rows[0]!.removed) await touch(projectId);
      return rows[0]!.removed > 0;
    },

    /**
     * Moves a track to an absolute 0-based position (clamped to the end) in one UPDATE that renumbers the whole
     * playlist 0..n-1, so positions stay dense whatever state they were in.
     */
    async move(projectId: number, trackId: number, position: number): Promise<boolean> {
      const { rowCount } = await db.query(
        `WITH ordered AS (
           SELECT track_id, row_number() OVER (ORDER BY position, track_id) - 1 AS idx
           FROM project_tracks WHERE project_id = $1),
         moving AS (SELECT idx FROM ordered WHERE track_id = $2),
         target AS (SELECT LEAST($3, (SELECT count(*) - 1 FROM ordered)) AS pos)
         UPDATE project_tracks pt SET position = CASE
             WHEN o.track_id = $2 THEN t.pos
             WHEN o.idx > m.idx AND o.idx <= t.pos THEN o.idx - 1
             WHEN o.idx < m.idx AND o.idx >= t.pos THEN o.idx + 1
             ELSE o.idx END
         FROM ordered o, moving m, target t
         WHERE pt.project_id = $1 AND pt.track_id = o.track_id`,
        [projectId, trackId, position],
      );
      if (rowCount) await touch(projectId);
      return (rowCount ?? 0) > 0;
    },
  };
}
export type ProjectTrackRepository = ReturnType<typeof projectTrackRepository>;
