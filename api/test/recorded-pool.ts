import type { Pool } from '@rsm/db/pool';

/**
 * A pool that records the statements sent through it, to tell what a request read. A connection taken from it (the
 * brief index reads on one of its own, in one snapshot) is not recorded.
 */
export function recordedPool(pool: Pool): { pool: Pool; statements: string[] } {
  const statements: string[] = [];
  const query = (config: string | { text: string }, ...rest: unknown[]) => {
    statements.push(typeof config === 'string' ? config : config.text);
    return (pool.query as (...args: unknown[]) => unknown)(config, ...rest);
  };
  return { pool: { query, connect: () => pool.connect() } as unknown as Pool, statements };
}
