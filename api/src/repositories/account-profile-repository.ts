import type { BillingDetails, ComposerProfile } from '@rsm/shared/schemas';
import type { Pool } from '../db/pool';

const PROFILE_COLUMNS = 'first_name, last_name, ipi, society';
const BILLING_COLUMNS = 'name, company, vat_number, address_line1, address_line2, city, postcode, country';

/** A customer's composer profile and billing details: one row each, read and replaced by their owner only. */
export function accountProfileRepository(db: Pool) {
  return {
    async composerProfile(customerId: number): Promise<ComposerProfile | null> {
      const { rows } = await db.query<ComposerProfile>(
        `SELECT ${PROFILE_COLUMNS} FROM composer_profiles WHERE customer_id = $1`,
        [customerId],
      );
      return rows[0] ?? null;
    },

    async saveComposerProfile(customerId: number, p: ComposerProfile): Promise<ComposerProfile> {
      const { rows } = await db.query<ComposerProfile>(
        `INSERT INTO composer_profiles (customer_id, ${PROFILE_COLUMNS}) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (customer_id) DO UPDATE SET first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
           ipi = EXCLUDED.ipi, society = EXCLUDED.society, updated_at = now()
         RETURNING ${PROFILE_COLUMNS}`,
        [customerId, p.first_name, p.last_name, p.ipi, p.society],
      );
      return rows[0]!;
    },

    async billingDetails(customerId: number): Promise<BillingDetails | null> {
      const { rows } = await db.query<BillingDetails>(
        `SELECT ${BILLING_COLUMNS} FROM billing_details WHERE customer_id = $1`,
        [customerId],
      );
      return rows[0] ?? null;
    },

    async saveBillingDetails(customerId: number, b: BillingDetails): Promise<BillingDetails> {
      const { rows } = await db.query<BillingDetails>(
        `INSERT INTO billing_details (customer_id, ${BILLING_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (customer_id) DO UPDATE SET name = EXCLUDED.name, company = EXCLUDED.company,
           vat_number = EXCLUDED.vat_number, address_line1 = EXCLUDED.address_line1,
           address_line2 = EXCLUDED.address_line2, city = EXCLUDED.city, postcode = EXCLUDED.postcode,
           country = EXCLUDED.country, updated_at = now()
         RETURNING ${BILLING_COLUMNS}`,
        [
          customerId,
          b.name,
          b.company,
          b.vat_number,
          b.address_line1,
          b.address_line2,
          b.city,
          b.postcode,
          b.country,
        ],
      );
      return rows[0]!;
    },
  };
}
