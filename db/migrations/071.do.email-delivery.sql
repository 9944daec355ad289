-- SMTP delivery of the outbox (src/lib/mail-delivery.ts): a row is claimed by pushing next_attempt_at forward (a
-- lease, so two API processes never send the same row), then marked sent, or failed after the last attempt.
ALTER TABLE email_outbox
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN next_attempt_at timestamptz,
  ADD COLUMN last_error text,
  ADD COLUMN failed_at timestamptz;
DROP INDEX email_outbox_unsent_idx;
CREATE INDEX email_outbox_due_idx ON email_outbox (COALESCE(next_attempt_at, created_at))
  WHERE sent_at IS NULL AND failed_at IS NULL;
