-- In-app contract signing. A signing link carries a one-time token: only its SHA-256 is kept, it is bound to one
-- contract and one composer, it expires, and the signature consumes it (used_at).
CREATE TABLE contract_signing_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contract_id integer NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contract_signing_tokens_contract_idx ON contract_signing_tokens (contract_id);

-- The audit record of a signature, as printed on the signed PDF's last page, and the signed PDF itself (its PAdES
-- signature carries a signing time, so it cannot be rendered again byte for byte).
CREATE TABLE contract_signatures (
  contract_id integer PRIMARY KEY REFERENCES contracts (id) ON DELETE CASCADE,
  token_id uuid NOT NULL REFERENCES contract_signing_tokens (id),
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  signed_name text NOT NULL,
  account_email text NOT NULL,
  signed_at timestamptz NOT NULL,
  ip_address text NOT NULL,
  user_agent text NOT NULL DEFAULT '',
  -- SHA-256 (hex) of the contract as the composer could download it before signing.
  document_sha256 text NOT NULL,
  -- SHA-256 (hex) of the bytes the PDF signature covers (its ByteRange), and of the whole signed file.
  signed_content_sha256 text NOT NULL,
  signed_file_sha256 text NOT NULL,
  signed_pdf bytea NOT NULL
);
