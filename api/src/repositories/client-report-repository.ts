import type { Pool } from '@rsm/db/pool';
import type { ReleaseHealthRow } from '@rsm/shared/schemas';

export const CLIENT_APPS = ['host', 'catalogue', 'player', 'playlists', 'composer'] as const;
export const CLIENT_REPORT_KINDS = ['error', 'LCP', 'INP', 'CLS'] as const;

/** Versions of one app counted in one hour: a release keeps 5, a busy hour adds one or two. */
export const VERSIONS_PER_APP_HOUR = 20;
/** Counts older than this are deleted; the staff view looks back 14 days at most. */
const RETENTION_DAYS = 15;
const SWEEP_EVERY_MS = 3_600_000;

export interface ClientReport {
  app: (typeof CLIENT_APPS)[number];
  version: string;
  kind: (typeof CLIENT_REPORT_KINDS)[number];
  value: number;
}

/**
 * Client errors and web vitals per app and version, kept as counts per hour and value bucket (migration 396): a
 * batch adds to at most a few rows, whoever sends it, and old hours are swept.
 */
export function clientReportRepository(db: Pool) {
  let sweptAt = 0;
  return {
    /**
     * Adds a batch to this hour's counts in one statement. A version new to this hour is counted only while the
     * app has fewer than VERSIONS_PER_APP_HOUR there: made-up versions cannot grow the table or the staff view.
     */
    async record(reports: ClientReport[]): Promise<void> {
      if (reports.length === 0) return;
      await db.query(
        `WITH r AS (
           SELECT r.app, r.version, r.kind, client_report_bucket(r.kind, r.value) AS bucket, count(*)::int AS n
           FROM jsonb_to_recordset($1::jsonb) AS r(app text, version text, kind text, value double precision)
           GROUP BY 1, 2, 3, 4
         ), h AS (SELECT date_trunc('hour', now()) AS hour)
         INSERT INTO client_report_counts AS c (app, version, hour, kind, bucket, count)
         SELECT r.app, r.version, h.hour, r.kind, r.bucket, r.n FROM r, h
         WHERE EXISTS (SELECT 1 FROM client_report_counts k
                       WHERE k.hour = h.hour AND k.app = r.app AND k.version = r.version)
            OR (SELECT count(DISTINCT k.version) FROM client_report_counts k
                WHERE k.hour = h.hour AND k.app = r.app) < ${VERSIONS_PER_APP_HOUR}
         ON CONFLICT (hour, app, version, kind, bucket) DO UPDATE SET count = c.count + excluded.count`,
        [JSON.stringify(reports.map(({ app, version, kind, value }) => ({ app, version, kind, value })))],
      );
      if (Date.now() - sweptAt > SWEEP_EVERY_MS) {
        sweptAt = Date.now();
        await db.query(
          `DELETE FROM client_report_counts WHERE hour < now() - interval '${RETENTION_DAYS} days'`,
        );
      }
    },

    /**
     * Per app, version and hour (its start, ISO) since `since`: error count and the 75th percentile of each vital, as
     * web vitals are judged (null without samples in that hour).
     */
    async health(since: Date): Promise<ReleaseHealthRow[]> {
      const { rows } = await db.query<Record<string, unknown>>(
        `WITH c AS (
           SELECT app, version, hour, kind, bucket, count,
             sum(count) OVER (PARTITION BY app, version, hour, kind ORDER BY bucket) AS below,
             sum(count) OVER (PARTITION BY app, version, hour, kind) AS total
           FROM client_report_counts WHERE hour >= date_trunc('hour', $1::timestamptz)
         ), p75 AS (
           -- The first bucket holding the 75th percentile's sample.
           SELECT DISTINCT ON (app, version, hour, kind) app, version, hour, kind,
             client_report_bucket_value(kind, bucket) AS value
           FROM c WHERE kind <> 'error' AND below >= 0.75 * total
           ORDER BY app, version, hour, kind, bucket
         )
         SELECT c.app, c.version, c.hour,
           coalesce(sum(c.count) FILTER (WHERE c.kind = 'error'), 0) AS errors,
           (SELECT value FROM p75 WHERE (p75.app, p75.version, p75.hour, p75.kind) = (c.app, c.version, c.hour, 'LCP')) AS lcp,
           (SELECT value FROM p75 WHERE (p75.app, p75.version, p75.hour, p75.kind) = (c.app, c.version, c.hour, 'INP')) AS inp,
           (SELECT value FROM p75 WHERE (p75.app, p75.version, p75.hour, p75.kind) = (c.app, c.version, c.hour, 'CLS')) AS cls,
           sum(c.count) AS samples
         FROM c GROUP BY c.app, c.version, c.hour ORDER BY c.hour, c.app, c.version`,
        [since],
      );
      const numberOrNull = (value: unknown) => (value === null ? null : Number(value));
      return rows.map((row) => ({
        app: String(row.app),
        version: String(row.version),
        hour: new Date(row.hour as string).toISOString(),
        errors: Number(row.errors),
        lcp: numberOrNull(row.lcp),
        inp: numberOrNull(row.inp),
        cls: numberOrNull(row.cls),
        samples: Number(row.samples),
      }));
    },
  };
}
