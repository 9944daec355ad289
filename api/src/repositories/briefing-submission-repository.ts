import type { PoolClient } from 'pg';
import type { Pool } from '@rsm/db/pool';
import { inTransaction } from '@rsm/db/transaction';
import { isoSql } from '../lib/sql-text';

export interface Writer {
  composer_id: number;
  role: 'composer' | 'lyricist';
  share: number;
}

export interface SubmissionInput {
  track_name: string;
  upload_id: string | null;
  /** The tempo given with the track; `undefined` on an update keeps the stored one. */
  bpm?: number | null;
  writers: Writer[];
}

const SUBMISSION_COLUMNS = `s.id, s.briefing_id, b.title AS briefing_title, b.status AS briefing_status, s.track_name,
  s.bpm, s.version, s.status, s.main_submission_id, ${isoSql('s.created_at')} AS created_at,
  ${isoSql('s.updated_at')} AS updated_at,
  CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'filename', u.original_name,
    'format', u.format, 'size', u.size, 'peaks', u.peaks) END AS upload,
  COALESCE((SELECT json_agg(json_build_object('composer_id', c.id, 'first_name', c.first_name,
    'last_name', c.last_name, 'role', w.role, 'share', w.share::float8) ORDER BY w.role, c.last_name, c.id)
    FROM submission_writers w JOIN composers c ON c.id = w.composer_id WHERE w.submission_id = s.id), '[]') AS writers
  FROM briefing_submissions s JOIN briefings b ON b.id = s.briefing_id LEFT JOIN uploads u ON u.id = s.upload_id`;

export interface SubmissionRow {
  id: number;
  briefing_id: number;
  briefing_title: string;
  briefing_status: 'open' | 'closed';
  track_name: string;
  bpm: number | null;
  version: string | null;
  status: 'submitted' | 'in_review' | 'accepted' | 'rejected' | 'released';
  main_submission_id: number | null;
  created_at: string;
  updated_at: string;
  upload: {
    id: string;
    filename: string;
    format: 'wav' | 'aiff' | 'mp3' | 'pdf';
    size: number;
    peaks: number[] | null;
  } | null;
  writers: {
    composer_id: number;
    first_name: string;
    last_name: string;
    role: 'composer' | 'lyricist';
    share: number;
  }[];
}

export function briefingSubmissionRepository(db: Pool) {
  const replaceWriters = async (
    client: PoolClient,
    submissionId: number,
    writers: Writer[],
  ): Promise<void> => {
    await client.query('DELETE FROM submission_writers WHERE submission_id = $1', [submissionId]);
    for (const writer of writers)
      await client.query(
        'INSERT INTO submission_writers (submission_id, composer_id, role, share) VALUES ($1, $2, $3, $4)',
        [submissionId, writer.composer_id, writer.role, writer.share],
      );
  };

  return {
    /** Main submissions of a customer, newest first, optionally for one brief. */
    async listOwn(
      customerId: number,
      options: { briefingId?: number; per: number; offset: number },
    ): Promise<{ submissions: SubmissionRow[]; total: number }> {
      const where = `s.customer_id = $1 AND s.main_submission_id IS NULL AND ($2::int IS NULL OR s.briefing_id = $2)`;
      const { rows } = await db.query<SubmissionRow>(
        `SELECT ${SUBMISSION_COLUMNS} WHERE ${where} ORDER BY s.created_at DESC, s.id DESC LIMIT $3 OFFSET $4`,
        [customerId, options.briefingId ?? null, options.per, options.offset],
      );
      const count = await db.query<{ total: number }>(
        `SELECT count(*) AS total FROM briefing_submissions s WHERE ${where}`,
        [customerId, options.briefingId ?? null],
      );
      return { submissions: rows, total: Number(count.rows[0]!.total) };
    },

    async findOwn(id: number, briefingId: number, customerId: number): Promise<SubmissionRow | null> {
      const { rows } = await db.query<SubmissionRow>(
        `SELECT ${SUBMISSION_COLUMNS} WHERE s.id = $1 AND s.briefing_id = $2 AND s.customer_id = $3`,
        [id, briefingId, customerId],
      );
      return rows[0] ?? null;
    },

    async alternatives(mainId: number): Promise<SubmissionRow[]> {
      const { rows } = await db.query<SubmissionRow>(
        `SELECT ${SUBMISSION_COLUMNS} WHERE s.main_submission_id = $1 ORDER BY s.id`,
        [mainId],
      );
      return rows;
    },

    async create(briefingId: number, customerId: number, input: SubmissionInput): Promise<number> {
      return inTransaction(db, async (client) => {
        const { rows } = await client.query<{ id: number }>(
          `INSERT INTO briefing_submissions (briefing_id, customer_id, track_name, upload_id, bpm)
           VALUES ($1, $2, $3, $4, $5) RETURNING id`,
          [briefingId, customerId, input.track_name, input.upload_id, input.bpm ?? null],
        );
        await replaceWriters(client, rows[0]!.id, input.writers);
        return rows[0]!.id;
      });
    },

    async update(id: number, input: SubmissionInput): Promise<void> {
      await inTransaction(db, async (client) => {
        await client.query(
          `UPDATE briefing_submissions SET track_name = $2, upload_id = COALESCE($3, upload_id),
             bpm = CASE WHEN $4::boolean THEN $5::smallint ELSE bpm END, updated_at = now()
           WHERE id = $1`,
          [id, input.track_name, input.upload_id, input.bpm !== undefined, input.bpm ?? null],
        );
        await replaceWriters(client, id, input.writers);
      });
    },

    async addAlternative(main: SubmissionRow, customerId: number, version: string, uploadId: string) {
      await db.query(
        `INSERT INTO briefing_submissions (briefing_id, customer_id, track_name, upload_id, main_submission_id, version)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [main.briefing_id, customerId, main.track_name, uploadId, main.id, version],
      );
    },

    /** Renames alternates of a main submission, all or none: false when an id is not one of its alternates. */
    async renameAlternatives(mainId: number, changes: { id: number; version: string }[]): Promise<boolean> {
      const notOurs = new Error('not an alternate of this submission');
      try {
        await inTransaction(db, async (client) => {
          for (const change of changes) {
            const result = await client.query(
              `UPDATE briefing_submissions SET version = $3, updated_at = now()
               WHERE id = $1 AND main_submission_id = $2`,
              [change.id, mainId, change.version],
            );
            if (!result.rowCount) throw notOurs;
          }
        });
        return true;
      } catch (error) {
        if (error === notOurs) return false;
        throw error;
      }
    },

    /** Another main submission of this customer already has the name (case-insensitive). */
    async nameTaken(customerId: number, name: string, exceptId?: number): Promise<boolean> {
      const { rowCount } = await db.query(
        `SELECT 1 FROM briefing_submissions WHERE customer_id = $1 AND main_submission_id IS NULL
           AND lower(track_name) = lower($2) AND id <> COALESCE($3::int, -1)`,
        [customerId, name.trim(), exceptId ?? null],
      );
      return (rowCount ?? 0) > 0;
    },
  };
}
export type BriefingSubmissionRepository = ReturnType<typeof briefingSubmissionRepository>;

/** Ids among `ids` that are not in the composers table (writers must be known composers or lyricists). */
export async function unknownComposerIds(db: Pool, ids: number[]): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM composers WHERE id = ANY($1::int[])', [
    ids,
  ]);
  const known = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}
