import type { Pool } from '@rsm/db/pool';

export interface StatementRow {
  id: number;
  period_start: string;
  period_end: string;
  amount_cents: number;
  currency: string;
  lines: { title: string; uses: number; amount_cents: number }[];
}

export function statementRepository(db: Pool) {
  const columns = 'id, period_start, period_end, amount_cents, currency, lines';
  return {
    async listOwn(customerId: number): Promise<StatementRow[]> {
      const { rows } = await db.query<StatementRow>(
        `SELECT ${columns} FROM statements WHERE customer_id = $1 ORDER BY period_end DESC, id DESC`,
        [customerId],
      );
      return rows;
    },
    async findOwn(id: number, customerId: number): Promise<StatementRow | null> {
      const { rows } = await db.query<StatementRow>(
        `SELECT ${columns} FROM statements WHERE id = $1 AND customer_id = $2`,
        [id, customerId],
      );
      return rows[0] ?? null;
    },
  };
}
