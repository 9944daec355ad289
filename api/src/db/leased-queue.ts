import type { Pool } from '@rsm/db/pool';

type Queryable = Pick<Pool, 'query'>;

/**
 * A table that is a durable work queue: a worker claims due rows by moving their due time a lease ahead, so another
 * worker skips them and a crashed worker's rows come back once the lease ends. A row is done when `doneColumn` is
 * set, given up when failed_at is.
 */
export interface LeasedQueueTable {
  table: string;
  doneColumn: string;
  /** When a row is tried next; the lease and the back-off after a failure move it. */
  dueColumn: string;
  /** When a row is due, where a row not tried yet leaves dueColumn empty (defaults to dueColumn). */
  dueAt?: string;
}

/** Claiming, finishing and failing the rows of a queue table; `q` names the claimed row in `returning`. */
export function leasedQueue(
  db: Queryable,
  { table, doneColumn, dueColumn, dueAt = dueColumn }: LeasedQueueTable,
) {
  return {
    /** Claims up to `limit` due rows, the longest due first, and returns them in id order. */
    async claimDue<Row extends { id: number | string }>(
      limit: number,
      leaseSeconds: number,
      returning: string,
    ): Promise<Row[]> {
      const { rows } = await db.query<Row>(
        `UPDATE ${table} q SET ${dueColumn} = now() + make_interval(secs => $2)
         FROM (SELECT id FROM ${table} WHERE ${doneColumn} IS NULL AND failed_at IS NULL AND ${dueAt} <= now()
           ORDER BY ${dueAt}, id LIMIT $1 FOR UPDATE SKIP LOCKED) due
         WHERE q.id = due.id
         RETURNING ${returning}`,
        [limit, leaseSeconds],
      );
      return rows.sort((a, b) => Number(a.id) - Number(b.id));
    },

    async markDone(id: number): Promise<void> {
      await db.query(
        `UPDATE ${table} SET ${doneColumn} = now(), attempts = attempts + 1, last_error = NULL WHERE id = $1`,
        [id],
      );
    },

    /** Records a failed attempt: retried after `retryInSeconds`, or given up (failed_at) when `final`. */
    async markFailed(id: number, error: string, retryInSeconds: number, final: boolean): Promise<void> {
      await db.query(
        `UPDATE ${table} SET attempts = attempts + 1, last_error = left($2, 1000),
           ${dueColumn} = now() + make_interval(secs => $3), failed_at = CASE WHEN $4 THEN now() END
         WHERE id = $1`,
        [id, error, retryInSeconds, final],
      );
    },
  };
}
