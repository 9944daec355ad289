import { randomBytes } from 'node:crypto';
import type { Customer } from '@rsm/shared/schemas';
import type { Pool } from '../db/pool';
import { inTransaction } from '../db/transaction';
import type { SocialProfile } from '../lib/social/providers';
import { hashPassword } from '../lib/passwords';
import { toCustomer } from './customer-repository';

const unknownPassword = () => hashPassword(randomBytes(32).toString('base64url'));

const COLUMNS = `c.id, c.email, c.first_name, c.last_name, c.avatar_url, c.is_composer, c.internal,
  c.website_country, c.block_download, c.fake_account`;
/** A sign-in left unfinished at the provider expires; its callback then answers like an unknown one. */
const PENDING_MINUTES = 10;

export interface PendingSignIn {
  provider: string;
  code_verifier: string;
  nonce: string;
  redirect_url: string;
}

export function socialSignInRepository(db: Pool) {
  return {
    async start(state: string, pending: PendingSignIn): Promise<void> {
      await db.query(
        `DELETE FROM social_sign_ins WHERE created_at < now() - interval '${PENDING_MINUTES} minutes'`,
      );
      await db.query(
        `INSERT INTO social_sign_ins (state, provider, code_verifier, nonce, redirect_url) VALUES ($1, $2, $3, $4, $5)`,
        [state, pending.provider, pending.code_verifier, pending.nonce, pending.redirect_url],
      );
    },

    /** The sign-in this state started, taken (so a replayed callback finds nothing). */
    async take(state: string, provider: string): Promise<PendingSignIn | null> {
      const { rows } = await db.query<PendingSignIn>(
        `DELETE FROM social_sign_ins WHERE state = $1 AND provider = $2
           AND created_at >= now() - interval '${PENDING_MINUTES} minutes'
         RETURNING provider, code_verifier, nonce, redirect_url`,
        [state, provider],
      );
      return rows[0] ?? null;
    },

    /**
     * The customer this provider account belongs to: the one it was linked to before, else the customer with the
     * same (verified) email, else a new, confirmed customer. The link is stored so a later change of address at the
     * provider still finds the same customer.
     */
    async customerFor(provider: string, profile: SocialProfile): Promise<Customer> {
      return inTransaction(db, async (client) => {
        const linked = await client.query(
          `SELECT ${COLUMNS} FROM customer_identities i JOIN customers c ON c.id = i.customer_id
           WHERE i.provider = $1 AND i.subject = $2`,
          [provider, profile.subject],
        );
        if (linked.rows[0]) return toCustomer(linked.rows[0]);
        const byEmail = await client.query(
          `SELECT ${COLUMNS} FROM customers c WHERE lower(c.email) = lower($1)`,
          [profile.email],
        );
        let row = byEmail.rows[0];
        if (row) {
          // The provider vouched for the address: an account waiting for its confirmation email is confirmed now.
          await client.query(
            'UPDATE customers SET confirmed_at = coalesce(confirmed_at, now()) WHERE id = $1',
            [row.id],
          );
        } else {
          // A password nobody knows: this customer signs in through the provider (or sets one by a reset).
          const created = await client.query(
            `INSERT INTO customers AS c (email, password_hash, first_name, last_name, confirmed_at)
             VALUES ($1, $2, $3, $4, now()) RETURNING ${COLUMNS}`,
            [profile.email, await unknownPassword(), profile.firstName, profile.lastName],
          );
          row = created.rows[0];
          await client.query(
            `INSERT INTO project_categories (customer_id, name, is_default) VALUES ($1, 'Default', true)`,
            [row.id],
          );
        }
        await client.query(
          `INSERT INTO customer_identities (provider, subject, customer_id, email) VALUES ($1, $2, $3, $4)`,
          [provider, profile.subject, row.id, profile.email],
        );
        return toCustomer(row);
      });
    },
  };
}
