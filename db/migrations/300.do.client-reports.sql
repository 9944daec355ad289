-- What browsers report about each release (after the visitor allowed analytics): script errors and web vitals,
-- with the app and the version that served them, so a team sees within minutes whether its release did harm.
CREATE TABLE client_reports (
  id bigserial PRIMARY KEY,
  app text NOT NULL,
  version text NOT NULL,
  -- 'error', or a web vital: 'LCP' and 'INP' in milliseconds, 'CLS' unitless.
  kind text NOT NULL CHECK (kind IN ('error', 'LCP', 'INP', 'CLS')),
  value double precision NOT NULL,
  message text,
  path text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX client_reports_created_at ON client_reports (created_at, app, version);
