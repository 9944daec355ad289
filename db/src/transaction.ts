import type { PoolClient } from 'pg';
import type { Pool } from './pool';

/** Runs `work` on one connection inside BEGIN/COMMIT, rolling back when it throws. */
export async function inTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

/** True for a unique-index violation of the named index (Postgres error 23505). */
export function isUniqueViolation(error: unknown, index: string): boolean {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === '23505' && constraint === index;
}
