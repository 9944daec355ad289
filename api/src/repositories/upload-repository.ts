import type { Pool } from '@rsm/db/pool';
import type { StoredUpload } from '../lib/uploads/store-upload';

export interface UploadRow {
  id: string;
  kind: 'audio' | 'contract';
  format: StoredUpload['format'];
  original_name: string;
  path: string;
  size: number;
  peaks: number[] | null;
}

/** What the background analysis found in an audio upload; null when no analysis was ever queued for it. */
export interface UploadAnalysisRow {
  status: 'pending' | 'done' | 'failed';
  bpm: number | null;
  key: string | null;
  loudness_lufs: number | null;
}

export interface AudioUploadRow extends UploadRow {
  analysis: UploadAnalysisRow | null;
}

/** Uploads no submission and no contract refers to: sent, then never used. */
const UNUSED = `NOT EXISTS (SELECT 1 FROM briefing_submissions s WHERE s.upload_id = u.id)
  AND NOT EXISTS (SELECT 1 FROM contracts c WHERE c.upload_id = u.id)`;

export function uploadRepository(db: Pool) {
  return {
    /** Bytes of the customer's unused uploads (what the quota counts). */
    async unusedBytes(customerId: number): Promise<number> {
      const { rows } = await db.query<{ bytes: number }>(
        `SELECT COALESCE(sum(size), 0)::bigint AS bytes FROM uploads u WHERE customer_id = $1 AND ${UNUSED}`,
        [customerId],
      );
      return Number(rows[0]!.bytes);
    },

    /** Forgets unused uploads older than `hours` (of one customer, or everyone's) and returns their file paths. */
    async removeStaleUnused(hours: number, customerId: number | null = null): Promise<string[]> {
      // The file's analysis and its job go with it: a job left behind would fail three times on a missing file.
      const { rows } = await db.query<{ path: string }>(
        `WITH gone AS (
           DELETE FROM uploads u WHERE created_at < now() - make_interval(hours => $1)
             AND ($2::int IS NULL OR customer_id = $2) AND ${UNUSED}
           RETURNING path),
         jobs AS (DELETE FROM audio_jobs WHERE kind = 'analyse' AND path IN (SELECT path FROM gone)),
         analyses AS (DELETE FROM audio_analyses WHERE path IN (SELECT path FROM gone))
         SELECT path FROM gone`,
        [hours, customerId],
      );
      return rows.map((row) => row.path);
    },

    async create(
      customerId: number,
      kind: UploadRow['kind'],
      originalName: string,
      stored: StoredUpload,
    ): Promise<UploadRow> {
      const { rows } = await db.query<UploadRow>(
        `INSERT INTO uploads (id, customer_id, kind, format, original_name, path, size, peaks)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         RETURNING id, kind, format, original_name, path, size::int AS size, peaks`,
        [
          stored.id,
          customerId,
          kind,
          stored.format,
          originalName.slice(0, 255),
          stored.path,
          stored.size,
          stored.peaks ? JSON.stringify(stored.peaks) : null,
        ],
      );
      return rows[0]!;
    },

    /**
     * The customer's own audio upload with its analysis: done once `audio_analyses` has the file, failed once its
     * job gave up, pending while the job waits or runs (the `analyse` job of migration 201's queue).
     */
    async findOwnAudio(id: string, customerId: number): Promise<AudioUploadRow | null> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
      const { rows } = await db.query<
        UploadRow & { status: UploadAnalysisRow['status'] | null } & UploadAnalysisRow
      >(
        `SELECT u.id, u.kind, u.format, u.original_name, u.path, u.size::int AS size, u.peaks,
           CASE WHEN a.path IS NOT NULL THEN 'done' WHEN j.failed_at IS NOT NULL THEN 'failed'
             WHEN j.id IS NOT NULL THEN 'pending' END AS status,
           a.bpm, a.key, a.loudness_lufs
         FROM uploads u
         LEFT JOIN audio_analyses a ON a.path = u.path
         LEFT JOIN audio_jobs j ON j.kind = 'analyse' AND j.path = u.path
         WHERE u.id = $1 AND u.customer_id = $2 AND u.kind = 'audio'`,
        [id, customerId],
      );
      const row = rows[0];
      if (!row) return null;
      const { status, bpm, key, loudness_lufs, ...upload } = row;
      return { ...upload, analysis: status ? { status, bpm, key, loudness_lufs } : null };
    },

    /** The customer's own upload of that kind; another customer's id is as good as unknown. */
    async findOwn(id: string, customerId: number, kind: UploadRow['kind']): Promise<UploadRow | null> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
      const { rows } = await db.query<UploadRow>(
        `SELECT id, kind, format, original_name, path, size::int AS size, peaks FROM uploads
         WHERE id = $1 AND customer_id = $2 AND kind = $3`,
        [id, customerId, kind],
      );
      return rows[0] ?? null;
    },
  };
}
export type UploadRepository = ReturnType<typeof uploadRepository>;
