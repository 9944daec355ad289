-- Client reports kept as counts, not rows: one row per app, version, hour, kind and value bucket, so what anyone
-- can send costs a bounded number of rows (about 300 per app, version and hour at most), and the staff view of
-- release health reads these counts instead of scanning every report. Buckets grow by 5 % each: a 75th percentile
-- read from them is within 2.5 % of the true one. Error messages and paths are no longer kept (the view never
-- showed them, and they were free text from anyone).
CREATE FUNCTION client_report_bucket(kind text, value double precision) RETURNS integer
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN kind = 'error' OR value <= 0 THEN 0
    -- CLS is unitless and small: counted in thousandths so its buckets are as fine as the milliseconds'.
    ELSE floor(ln(1 + value * (CASE WHEN kind = 'CLS' THEN 1000 ELSE 1 END)) / ln(1.05))::integer + 1
  END
$$;

-- The middle of a bucket, in the kind's unit.
CREATE FUNCTION client_report_bucket_value(kind text, bucket integer) RETURNS double precision
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN bucket = 0 THEN 0
    ELSE (power(1.05, bucket - 0.5) - 1) / (CASE WHEN kind = 'CLS' THEN 1000 ELSE 1 END)
  END
$$;

CREATE TABLE client_report_counts (
  app text NOT NULL,
  version text NOT NULL,
  hour timestamptz NOT NULL,
  kind text NOT NULL CHECK (kind IN ('error', 'LCP', 'INP', 'CLS')),
  bucket integer NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (hour, app, version, kind, bucket)
);

INSERT INTO client_report_counts (app, version, hour, kind, bucket, count)
SELECT app, version, date_trunc('hour', created_at), kind, client_report_bucket(kind, value), count(*)
FROM client_reports
WHERE created_at >= now() - interval '15 days'
GROUP BY 1, 2, 3, 4, 5;

DROP TABLE client_reports;
