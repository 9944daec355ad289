-- The customer's composer profile (names and IPI their works are registered under) and who licences are invoiced to.
-- One row per customer, replaced by PUT.
CREATE TABLE composer_profiles (
  customer_id integer PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
  first_name text NOT NULL,
  last_name text NOT NULL,
  -- Interested Party Information name number: 9 to 11 digits.
  ipi text CHECK (ipi ~ '^[0-9]{9,11}$'),
  society text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE billing_details (
  customer_id integer PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
  name text NOT NULL,
  company text,
  vat_number text,
  address_line1 text NOT NULL,
  address_line2 text,
  city text NOT NULL,
  postcode text NOT NULL,
  -- ISO 3166-1 alpha-2.
  country char(2) NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
  updated_at timestamptz NOT NULL DEFAULT now()
);
