import type { Pool } from '../db/pool';
import { isoSql } from '../lib/sql-text';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
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

/** The email_outbox table of migration 008 (plain text in `body`), with the HTML part of migration 050. */
export function emailOutboxRepository(db: Pool) {
  return {
    async queue(email: OutgoingEmail): Promise<void> {
      await db.query(
        'INSERT INTO email_outbox (to_address, subject, body, body_html) VALUES ($1, $2, $3, $4)',
        [email.to, email.subject, email.text, email.html ?? null],
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
