-- Social sign-in: the accounts a customer signs in with at an identity provider, and the sign-ins under way.
CREATE TABLE customer_identities (
  provider text NOT NULL,
  -- The provider's subject identifier: stable for one person at one provider, unlike an email address.
  subject text NOT NULL,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject)
);
CREATE INDEX customer_identities_customer_idx ON customer_identities (customer_id);

-- One row per authorization request sent to a provider, used once by its callback (state, PKCE verifier, nonce).
CREATE TABLE social_sign_ins (
  state text PRIMARY KEY,
  provider text NOT NULL,
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  redirect_url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
