import type { Pool } from '@rsm/db/pool';
import type { AudioFormat } from '../lib/media-urls';

/** Paths (relative to the media dir) of stored files: the only source of what the media routes send. */
export function mediaRepository(db: Pool) {
  const one = async (sql: string, params: unknown[]): Promise<string | null> => {
    const { rows } = await db.query<{ path: string | null }>(sql, params);
    return rows[0]?.path ?? null;
  };
  return {
    trackFile: (trackId: number, format: AudioFormat) =>
      one('SELECT path FROM track_files WHERE track_id = $1 AND format = $2', [trackId, format]),
    trackPeaks: (trackId: number) =>
      one(
        `SELECT peaks_path AS path FROM track_files WHERE track_id = $1 AND peaks_path IS NOT NULL
         ORDER BY format = 'mp3' DESC LIMIT 1`,
        [trackId],
      ),
    albumCover: (albumId: number) => one('SELECT cover_path AS path FROM albums WHERE id = $1', [albumId]),
    albumMedley: (albumId: number) => one('SELECT medley_path AS path FROM albums WHERE id = $1', [albumId]),
  };
}
export type MediaRepository = ReturnType<typeof mediaRepository>;
