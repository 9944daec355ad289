import type { Pool } from '../db/pool';
import { isoSql } from '../lib/sql-text';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** A row claimed for delivery. */
export interface DueEmail {
  id: number;
  to_address: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  /** Attempts before this one. */
  attempts: number;
}

export interface OutboxEmail {
  id: number;
  to_address: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  created_at: string;
  sent_at: string | null;
}

/**
 * The email_outbox table of migration 008 (plain text in `body`), with the HTML part of migration 050 and the
 * delivery state of migration 071.
 */
export function emailOutboxRepository(db: Pool) {
  return {
    async queue(email: OutgoingEmail): Promise<void> {
      await db.query(
        'INSERT INTO email_outbox (to_address, subject, body, body_html) VALUES ($1, $2, $3, $4)',
        [email.to, email.subject, email.text, email.html ?? null],
      );
    },

    /**
     * Claims up to `limit` due rows (oldest first) by leasing them for `leaseSeconds`: a crashed sender's rows come
     * back after the lease, and concurrent senders skip each other's rows.
     */
    async claimDue(limit: number, leaseSeconds: number): Promise<DueEmail[]> {
      const { rows } = await db.query<DueEmail>(
        `UPDATE email_outbox o SET next_attempt_at = now() + make_interval(secs => $2)
         FROM (SELECT id FROM email_outbox
           WHERE sent_at IS NULL AND failed_at IS NULL AND COALESCE(next_attempt_at, created_at) <= now()
           ORDER BY COALESCE(next_attempt_at, created_at), id LIMIT $1 FOR UPDATE SKIP LOCKED) due
         WHERE o.id = due.id
         RETURNING o.id, o.to_address, o.subject, o.body AS body_text, o.body_html, o.attempts`,
        [limit, leaseSeconds],
      );
      return rows.sort((a, b) => a.id - b.id);
    },

    async markSent(id: number): Promise<void> {
      await db.query(
        'UPDATE email_outbox SET sent_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = $1',
        [id],
      );
    },

    /** Records a failed attempt: retried after `retryInSeconds`, or given up (failed_at) when `final`. */
    async markFailed(id: number, error: string, retryInSeconds: number, final: boolean): Promise<void> {
      await db.query(
        `UPDATE email_outbox SET attempts = attempts + 1, last_error = left($2, 1000),
           next_attempt_at = now() + make_interval(secs => $3), failed_at = CASE WHEN $4 THEN now() END
         WHERE id = $1`,
        [id, error, retryInSeconds, final],
      );
    },

    async newest(limit: number): Promise<OutboxEmail[]> {
      const { rows } = await db.query<OutboxEmail>(
        `SELECT id, to_address, subject, body AS body_text, body_html, ${isoSql('created_at')} AS created_at,
           ${isoSql('sent_at')} AS sent_at
         FROM email_outbox ORDER BY created_at DESC, id DESC LIMIT $1`,
        [limit],
      );
      return rows;
    },
  };
}
export type EmailOutboxRepository = ReturnType<typeof emailOutboxRepository>;
