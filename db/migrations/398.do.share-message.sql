-- The sender's own words with a shared playlist, shown on the recipient's page and in the email.
ALTER TABLE project_shares ADD COLUMN message text CHECK (char_length(message) <= 1000);
