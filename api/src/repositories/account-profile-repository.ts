import {
  billingDetailsSchema,
  composerProfileSchema,
  type BillingDetails,
  type ComposerProfile,
} from '@rsm/shared/schemas';
import type { Pool } from '@rsm/db/pool';

/** A table's columns: the fields of the shared schema its rows are answered with. */
const columnsOf = <Row extends object>(schema: { shape: Record<keyof Row & string, unknown> }) =>
  Object.keys(schema.shape) as (keyof Row & string)[];

/** A table of one row per customer, read and replaced by its owner only. */
function customerRow<Row extends object>(db: Pool, table: string, columns: (keyof Row & string)[]) {
  const list = columns.join(', ');
  const values = columns.map((_, index) => `$${index + 2}`).join(', ');
  const replaced = columns.map((column) => `${column} = EXCLUDED.${column}`).join(', ');
  return {
    async find(customerId: number): Promise<Row | null> {
      const { rows } = await db.query<Row>(`SELECT ${list} FROM ${table} WHERE customer_id = $1`, [
        customerId,
      ]);
      return rows[0] ?? null;
    },

    async save(customerId: number, row: Row): Promise<Row> {
      const { rows } = await db.query<Row>(
        `INSERT INTO ${table} (customer_id, ${list}) VALUES ($1, ${values})
         ON CONFLICT (customer_id) DO UPDATE SET ${replaced}, updated_at = now()
         RETURNING ${list}`,
        [customerId, ...columns.map((column) => row[column])],
      );
      return rows[0]!;
    },
  };
}

export type CustomerRow<Row extends object> = ReturnType<typeof customerRow<Row>>;

/** A customer's composer profile and billing details. */
export function accountProfileRepository(db: Pool) {
  return {
    composerProfile: customerRow<ComposerProfile>(db, 'composer_profiles', columnsOf(composerProfileSchema)),
    billingDetails: customerRow<BillingDetails>(db, 'billing_details', columnsOf(billingDetailsSchema)),
  };
}
