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
  /**
   * Keep every connection once opened, rather than closing it after 10 s idle. A new server process starts with cold
   * caches and none of the named statements: the first request after a quiet spell paid 30–35 ms more (a demo album's
   * track list: 38–43 ms against 8 ms).
   */
  keepOpen?: boolean;
  /** Postgres schema to put first on the search_path (test isolation on a shared server). */
  schema?: string;
  /**
   * Postgres servers only. No JIT compilation: the API's statements take milliseconds; compiling one (tens of ms,
   * hundreds for a wide UNION) costs more than it could save (PGlite has no JIT). And 32 MB of work_mem: a search's
   * facet bitmaps on a million tracks (70k+ rows each) outgrow the default 4 MB, turn lossy and make the scan recheck
   * every row of their pages (seconds instead of tens of ms). And random_page_cost 1.1 (the default 4 is for
   * spinning disks): the catalogue's tables and indexes sit in memory, and at the default the planner ranks a broad
   * word by scanning the whole text table and testing every row (46 ms at 100k tracks) instead of reading its GIN
   * index (18 ms).
   */
  serverSettings?: boolean;
  /**
   * PGlite's socket server keeps one session for every connection: a new connection (the pool replaces an idle one)
   * finds the statements its predecessor prepared, under names the new client does not know it has. Each new
   * connection drops them before the pool hands it out, so named statements can be prepared again.
   */
  sharedSession?: boolean;
  /**
   * How long a new connection keeps trying while the server refuses it (the PGlite child is being restarted):
   * requests wait for the database to be back instead of failing. 0 (default): fail at once.
   */
  reconnectWithinMs?: number;
}

/** Errors of a connection that never reached the server: retrying sends nothing twice. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'ENOENT', 'ECONNRESET', 'EPIPE']);
const neverConnected = (error: unknown) =>
  NOT_CONNECTED.has((error as NodeJS.ErrnoException).code ?? '') ||
  /Connection terminated unexpectedly/.test((error as Error).message);

type ConnectCallback = (error: Error | undefined, client?: pg.PoolClient, release?: () => void) => void;

/** A pool whose connect() waits out a restarting server; pool.query connects through it too. */
class ReconnectingPool extends pg.Pool {
  constructor(
    config: pg.PoolConfig,
    private readonly reconnectWithinMs: number,
  ) {
    super(config);
  }

  private async connectWithin(): Promise<pg.PoolClient> {
    const deadline = Date.now() + this.reconnectWithinMs;
    for (;;) {
      try {
        return await super.connect();
      } catch (error) {
        if (!neverConnected(error) || Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }

  // @ts-expect-error pg's overloads (promise, or callback as pool.query uses it) in one implementation
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    const connecting = this.connectWithin();
    if (!callback) return connecting;
    connecting.then(
      (client) => callback(undefined, client, () => client.release()),
      (error: Error) => callback(error),
    );
    return undefined;
  }
}

export function createPool({
  connectionString,
  max = 10,
  schema,
  serverSettings,
  sharedSession,
  reconnectWithinMs = 0,
  keepOpen = false,
}: PoolOptions): pg.Pool {
  const settings = [
    ...(schema ? [`-c search_path=${schema},public`] : []),
    ...(serverSettings ? ['-c jit=off', '-c work_mem=32MB', '-c random_page_cost=1.1'] : []),
  ];
  const config: pg.PoolConfig = {
    connectionString,
    max,
    ...(keepOpen ? { min: max } : {}),
    options: settings.length ? settings.join(' ') : undefined,
    onConnect: sharedSession ? (client) => client.query('DEALLOCATE ALL').then(() => undefined) : undefined,
  };
  const pool: pg.Pool =
    reconnectWithinMs > 0
      ? (new ReconnectingPool(config, reconnectWithinMs) as unknown as pg.Pool)
      : new pg.Pool(config);
  // An idle connection dropped by the server would otherwise be an unhandled 'error' event that kills the process;
  // the next query gets a fresh connection or fails with a 500.
  pool.on('error', (error) => console.error(`[db] idle connection lost: ${error.message}`));
  return pool;
}
