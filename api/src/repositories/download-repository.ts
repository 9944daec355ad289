import type { Pool } from '@rsm/db/pool';
import type { AudioFormat } from '../lib/media-urls';

/** A stored file to download, with what its name is built from. */
export interface DownloadFile {
  track_id: number;
  /** The track the request named (the playlist's or album's main track); history rows are written for these. */
  top_track_id: number;
  album_directory: string;
  position: number;
  name: string;
  version: string | null;
  /** Relative to the media dir; the only source of what downloads send. */
  path: string;
}

/**
 * Files of one format of the tracks `picked` selects as (track_id, top_track_id, ord), in download order: by ord,
 * each top-level track before its alternates, stems last. $1 is the format; tracks without that file are left out.
 */
const filesSql = (picked: string) => `WITH picked (track_id, top_track_id, ord) AS (${picked})
  SELECT p.track_id, p.top_track_id, a.directory_name AS album_directory, t.position, t.name, t.version, f.path
  FROM picked p JOIN tracks t ON t.id = p.track_id JOIN albums a ON a.id = t.album_id
    JOIN track_files f ON f.track_id = t.id AND f.format = $1
  ORDER BY p.ord, p.top_track_id, p.track_id <> p.top_track_id, t.stem, t.id`;

/** `picked` for a playlist's tracks from the table of its rows: $2 is the playlist, $3 whether alternates come too. */
const playlistTracksSql = (table: string, playlistColumn: string) =>
  `SELECT track_id, track_id, position FROM ${table} WHERE ${playlistColumn} = $2
   UNION ALL SELECT t.id, pt.track_id, pt.position FROM ${table} pt
     JOIN tracks t ON t.main_track_id = pt.track_id WHERE pt.${playlistColumn} = $2 AND $3::boolean`;

export function downloadRepository(db: Pool) {
  const files = async (picked: string, params: unknown[]): Promise<DownloadFile[]> => {
    const { rows } = await db.query<DownloadFile>(filesSql(picked), params);
    // A playlist may hold a main track and one of its alternates: each file is sent once.
    const seen = new Set<number>();
    return rows.filter((row) => !seen.has(row.track_id) && seen.add(row.track_id));
  };

  return {
    /** A track, its alternates or both. */
    trackFiles: (trackId: number, format: AudioFormat, include: { main: boolean; alternatives: boolean }) =>
      files(
        `SELECT id, id, 0 FROM tracks WHERE id = $2 AND $3::boolean
         UNION ALL SELECT id, main_track_id, 1 FROM tracks WHERE main_track_id = $2 AND $4::boolean`,
        [format, trackId, include.main, include.alternatives],
      ),

    /** Every track of an album, alternates included, in album order. */
    albumFiles: (albumId: number, format: AudioFormat) =>
      files('SELECT id, COALESCE(main_track_id, id), position FROM tracks WHERE album_id = $2', [
        format,
        albumId,
      ]),

    /** A playlist's tracks in playlist order, with their alternates when asked. */
    projectFiles: (projectId: number, format: AudioFormat, alternatives: boolean) =>
      files(playlistTracksSql('project_tracks', 'project_id'), [format, projectId, alternatives]),

    /** A curated playlist's tracks in playlist order, with their alternates when asked. */
    curatedFiles: (playlistId: number, format: AudioFormat, alternatives: boolean) =>
      files(playlistTracksSql('curated_playlist_tracks', 'curated_playlist_id'), [
        format,
        playlistId,
        alternatives,
      ]),

    /** Whether a playlist holds the track, or the main track of an alternate: what a share token opens. */
    async projectHoldsTrack(projectId: number, trackId: number): Promise<boolean> {
      const { rows } = await db.query(
        `SELECT 1 FROM tracks t JOIN project_tracks pt ON pt.track_id IN (t.id, t.main_track_id)
         WHERE t.id = $1 AND pt.project_id = $2 LIMIT 1`,
        [trackId, projectId],
      );
      return rows.length > 0;
    },
    async trackExists(trackId: number): Promise<boolean> {
      const { rowCount } = await db.query('SELECT 1 FROM tracks WHERE id = $1', [trackId]);
      return rowCount === 1;
    },
  };
}
export type DownloadRepository = ReturnType<typeof downloadRepository>;
