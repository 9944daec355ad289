import pg from 'pg';

// PGlite answers int8/count(*) as numbers and pg as strings: make both numbers. Counts here stay far below 2^53.
pg.types.setTypeParser(20, Number);
// numeric (ownership shares, two decimals) as a JS number.
pg.types.setTypeParser(1700, Number);
// A date is a calendar day, not an instant: keep '2024-05-01' as it is, whatever the server's time zone.
pg.types.setTypeParser(1082, (value: string) => value);

export type Pool = pg.Pool;

export interface PoolOptions {
  connectionString: string;
  max?: number;
  /** Postgres schema to put first on the search_path (test isolation on a shared server). */
  schema?: string;
  /**
   * Postgres servers only. No JIT compilation: the API's statements take milliseconds; compiling one (tens of ms,
   * hundreds for a wide UNION) costs more than it could save (PGlite has no JIT). And 32 MB of work_mem: a search's
   * facet bitmaps on a million tracks (70k+ rows each) outgrow the default 4 MB, turn lossy and make the scan recheck
   * every row of their pages (seconds instead of tens of ms).
   */
  serverSettings?: boolean;
}

export function createPool({ connectionString, max = 10, schema, serverSettings }: PoolOptions): pg.Pool {
  const settings = [
    ...(schema ? [`-c search_path=${schema},public`] : []),
    ...(serverSettings ? ['-c jit=off', '-c work_mem=32MB'] : []),
  ];
  const pool = new pg.Pool({
    connectionString,
    max,
    options: settings.length ? settings.join(' ') : undefined,
  });
  // An idle connection dropped by the server would otherwise be an unhandled 'error' event that kills the process;
  // the next query gets a fresh connection or fails with a 500.
  pool.on('error', (error) => console.error(`[db] idle connection lost: ${error.message}`));
  return pool;
}
