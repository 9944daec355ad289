import type { PoolClient } from 'pg';

export type Row = Record<string, unknown>;

// Postgres allows 65,535 bind parameters per statement.
const MAX_PARAMS = 60_000;

/** Inserts rows (all with the same keys) in as few multi-row INSERTs as the parameter limit allows. */
export async function bulkInsert(client: PoolClient, table: string, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      const slots = columns.map((column) => {
        params.push(row[column]);
        return `$${params.length}`;
      });
      return `(${slots.join(', ')})`;
    });
    await client.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, params);
  }
}

/** Seed rows carry explicit ids; move each identity past them so later inserts do not collide. */
export async function syncIdentities(client: PoolClient, tables: string[]): Promise<void> {
  for (const table of tables) {
    await client.query(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT max(id) FROM ${table}), 1))`,
    );
  }
}
