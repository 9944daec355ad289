import { leasedQueue } from '../db/leased-queue';
import type { Pool } from '@rsm/db/pool';
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
  // A row never tried has no next_attempt_at: it is due from its creation.
  const queue = leasedQueue(db, {
    table: 'email_outbox',
    doneColumn: 'sent_at',
    dueColumn: 'next_attempt_at',
    dueAt: 'COALESCE(next_attempt_at, created_at)',
  });
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
      return queue.claimDue<DueEmail>(
        limit,
        leaseSeconds,
        'q.id, q.to_address, q.subject, q.body AS body_text, q.body_html, q.attempts',
      );
    },

    markSent: queue.markDone,
    markFailed: queue.markFailed,

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
