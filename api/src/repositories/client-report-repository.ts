import type { Pool } from '../db/pool';

export const CLIENT_APPS = ['host', 'catalogue', 'player', 'playlists', 'composer'] as const;
export const CLIENT_REPORT_KINDS = ['error', 'LCP', 'INP', 'CLS'] as const;

export interface ClientReport {
  app: (typeof CLIENT_APPS)[number];
  version: string;
  kind: (typeof CLIENT_REPORT_KINDS)[number];
  value: number;
  message?: string;
  path?: string;
}

export interface ReleaseHealthRow {
  app: string;
  version: string;
  /** Start of the hour, ISO. */
  hour: string;
  errors: number;
  /** 75th percentiles, as web vitals are judged; null without samples in that hour. */
  lcp: number | null;
  inp: number | null;
  cls: number | null;
  samples: number;
}

/** Client errors and web vitals per app and version. */
export function clientReportRepository(db: Pool) {
  return {
    /** Writes a batch in one statement. */
    async record(reports: ClientReport[]): Promise<void> {
      if (reports.length === 0) return;
      await db.query(
        `INSERT INTO client_reports (app, version, kind, value, message, path)
         SELECT r.app, r.version, r.kind, r.value, r.message, r.path
         FROM jsonb_to_recordset($1::jsonb) AS r(app text, version text, kind text, value double precision,
           message text, path text)`,
        [JSON.stringify(reports)],
      );
    },

    /** Per app, version and hour since `since`: error count and the 75th percentile of each vital. */
    async health(since: Date): Promise<ReleaseHealthRow[]> {
      const { rows } = await db.query<Record<string, unknown>>(
        `SELECT app, version, date_trunc('hour', created_at) AS hour,
           count(*) FILTER (WHERE kind = 'error') AS errors,
           percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE kind = 'LCP') AS lcp,
           percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE kind = 'INP') AS inp,
           percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE kind = 'CLS') AS cls,
           count(*) AS samples
         FROM client_reports WHERE created_at >= $1
         GROUP BY app, version, hour ORDER BY hour, app, version`,
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
