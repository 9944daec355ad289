import { leasedQueue } from '../db/leased-queue';
import type { Pool } from '../db/pool';
import type { AudioAnalysis } from '@rsm/sound';

type Queryable = Pick<Pool, 'query'>;

export interface AudioJob {
  id: number;
  kind: 'analyse';
  path: string;
  attempts: number;
}

/** The durable queue of audio analyses (migrations 201 and 410) and where their results are stored. */
export function audioJobRepository(db: Queryable) {
  const queue = leasedQueue(db, { table: 'audio_jobs', doneColumn: 'done_at', dueColumn: 'run_after' });
  return {
    /** Queues files for analysis; a file already analysed or queued is left alone. */
    async enqueueAnalysis(paths: string[]): Promise<void> {
      if (paths.length === 0) return;
      await db.query(
        `INSERT INTO audio_jobs (kind, path)
         SELECT 'analyse', p FROM unnest($1::text[]) p WHERE NOT EXISTS (SELECT 1 FROM audio_analyses a WHERE a.path = p)
         ON CONFLICT (kind, path) DO NOTHING`,
        [paths],
      );
    },

    /** Claims due jobs by moving them a lease ahead: another worker skips them, a crashed one's come back. */
    async claimDue(limit: number, leaseSeconds: number): Promise<AudioJob[]> {
      const rows = await queue.claimDue<AudioJob>(limit, leaseSeconds, 'q.id, q.kind, q.path, q.attempts');
      return rows.map((row) => ({ ...row, id: Number(row.id) }));
    },

    markDone: queue.markDone,

    /** Jobs a stopping process let go of: due again at once, their attempts untouched (they did not fail). */
    async release(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await db.query(
        'UPDATE audio_jobs SET run_after = now() WHERE id = ANY($1::bigint[]) AND done_at IS NULL',
        [ids],
      );
    },

    markFailed: queue.markFailed,

    /** Stores a file's analysis and copies it to every track that plays that file. */
    async saveAnalysis(path: string, analysis: AudioAnalysis): Promise<void> {
      const values = [
        path,
        analysis.seconds,
        analysis.bpm,
        analysis.key,
        analysis.loudnessLufs,
        analysis.features,
        analysis.bpmConfidence,
        analysis.keyConfidence,
      ];
      await db.query(
        `INSERT INTO audio_analyses (path, seconds, bpm, key, loudness_lufs, features, bpm_confidence, key_confidence)
         VALUES ($1, $2, $3, $4, $5, $6::real[], $7, $8)
         ON CONFLICT (path) DO UPDATE SET seconds = $2, bpm = $3, key = $4, loudness_lufs = $5, features = $6::real[],
           bpm_confidence = $7, key_confidence = $8, analysed_at = now()`,
        values,
      );
      await linkTrackSounds(db, [path]);
    },
  };
}

/**
 * Copies analyses to the tracks playing those files (a track's WAV first, then AIFF, then MP3): after an analysis,
 * and after tracks are added or re-pointed at files already analysed.
 */
export async function linkTrackSounds(db: Queryable, paths: string[] | null): Promise<void> {
  await db.query(
    `INSERT INTO track_sounds (track_id, bpm, key, loudness_lufs, features, bpm_confidence, key_confidence)
     SELECT DISTINCT ON (f.track_id) f.track_id, a.bpm, a.key, a.loudness_lufs, a.features, a.bpm_confidence,
       a.key_confidence
     FROM track_files f JOIN audio_analyses a ON a.path = f.path
     WHERE $1::text[] IS NULL OR f.track_id IN (SELECT track_id FROM track_files WHERE path = ANY($1::text[]))
     ORDER BY f.track_id, array_position(ARRAY['wav', 'aiff', 'mp3'], f.format)
     ON CONFLICT (track_id) DO UPDATE SET bpm = excluded.bpm, key = excluded.key,
       loudness_lufs = excluded.loudness_lufs, features = excluded.features,
       bpm_confidence = excluded.bpm_confidence, key_confidence = excluded.key_confidence, updated_at = now()`,
    [paths],
  );
}

export type AudioJobRepository = ReturnType<typeof audioJobRepository>;
