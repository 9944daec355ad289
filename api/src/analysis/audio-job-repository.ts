import { enqueueAnalysis, linkTrackSounds } from '@rsm/db/audio-jobs';
import type { Pool } from '@rsm/db/pool';
import type { AudioAnalysis } from '@rsm/sound';
import { leasedQueue } from '../db/leased-queue';

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
    enqueueAnalysis: (paths: string[]) => enqueueAnalysis(db, paths),

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
      await linkTrackSounds(db, { paths: [path] });
    },
  };
}

export type AudioJobRepository = ReturnType<typeof audioJobRepository>;
