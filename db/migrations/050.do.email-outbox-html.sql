-- The outbox (migration 008) keeps the plain-text body in `body`; account emails also carry an HTML alternative.
ALTER TABLE email_outbox ADD COLUMN body_html text;
CREATE INDEX email_outbox_created_idx ON email_outbox (created_at DESC, id DESC);
