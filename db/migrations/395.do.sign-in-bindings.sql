-- A social sign-in belongs to the browser that started it: the SHA-256 of a random value kept in that browser's
-- cookie. A callback from another browser (a link an attacker sent, to sign the victim in to the attacker's
-- account) finds no sign-in.
ALTER TABLE social_sign_ins ADD COLUMN browser_hash text NOT NULL DEFAULT '';
