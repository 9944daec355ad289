import type { Pool } from './pool';

type Queryable = Pick<Pool, 'query'>;

/**
 * Queues files for analysis (the audio_jobs queue, migrations 201 and 410); a file already analysed or queued is left
 * alone. The server queues uploads with it, the demo seed the catalogue's files: the server's audio worker analyses
 * both alike.
 */
export async function enqueueAnalysis(db: Queryable, paths: string[]): Promise<void> {
  if (paths.length === 0) return;
  await db.query(
    `INSERT INTO audio_jobs (kind, path)
     SELECT 'analyse', p FROM unnest($1::text[]) p WHERE NOT EXISTS (SELECT 1 FROM audio_analyses a WHERE a.path = p)
     ON CONFLICT (kind, path) DO NOTHING`,
    [paths],
  );
}

/** Which tracks analyses are copied to: those playing the given files, or the given tracks. */
export type SoundLinkScope = { paths: string[] } | { tracks: number[] };

/**
 * Copies analyses to the tracks playing those files (a track's WAV first, then AIFF, then MP3): after an analysis,
 * and after tracks are added or re-pointed at files already analysed.
 */
export async function linkTrackSounds(db: Queryable, scope: SoundLinkScope): Promise<void> {
  const [where, param] =
    'paths' in scope
      ? ['f.track_id IN (SELECT track_id FROM track_files WHERE path = ANY($1::text[]))', scope.paths]
      : ['f.track_id = ANY($1::int[])', scope.tracks];
  await db.query(
    `INSERT INTO track_sounds (track_id, bpm, key, loudness_lufs, features, bpm_confidence, key_confidence)
     SELECT DISTINCT ON (f.track_id) f.track_id, a.bpm, a.key, a.loudness_lufs, a.features, a.bpm_confidence,
       a.key_confidence
     FROM track_files f JOIN audio_analyses a ON a.path = f.path
     WHERE ${where}
     ORDER BY f.track_id, array_position(ARRAY['wav', 'aiff', 'mp3'], f.format)
     ON CONFLICT (track_id) DO UPDATE SET bpm = excluded.bpm, key = excluded.key,
       loudness_lufs = excluded.loudness_lufs, features = excluded.features,
       bpm_confidence = excluded.bpm_confidence, key_confidence = excluded.key_confidence, updated_at = now()`,
    [param],
  );
}
