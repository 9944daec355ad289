import { randomBytes } from 'node:crypto';
import type { Customer } from '@rsm/shared/schemas';
import type { Pool } from '@rsm/db/pool';
import { inTransaction } from '@rsm/db/transaction';
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
  /** SHA-256 of the value in the starting browser's cookie. */
  browser_hash: string;
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
        `INSERT INTO social_sign_ins (state, provider, browser_hash, code_verifier, nonce, redirect_url)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          state,
          pending.provider,
          pending.browser_hash,
          pending.code_verifier,
          pending.nonce,
          pending.redirect_url,
        ],
      );
    },

    /**
     * The sign-in this state started in this browser, taken (so a replayed callback finds nothing). A callback
     * carried to another browser finds nothing either, and leaves the sign-in to its own browser.
     */
    async take(state: string, provider: string, browserHash: string): Promise<PendingSignIn | null> {
      const { rows } = await db.query<PendingSignIn>(
        `DELETE FROM social_sign_ins WHERE state = $1 AND provider = $2 AND browser_hash = $3
           AND created_at >= now() - interval '${PENDING_MINUTES} minutes'
         RETURNING provider, browser_hash, code_verifier, nonce, redirect_url`,
        [state, provider, browserHash],
      );
      return rows[0] ?? null;
    },

    /**
     * The customer this provider account belongs to: the one it was linked to before, else the customer with the
     * same (verified) email, else a new, confirmed customer. The link is stored so a later change of address at the
     * provider still finds the same customer.
     *
     * An account nobody confirmed proves nothing about who set its password: anyone can register someone else's
     * address. The provider's verified email claims such an account only by discarding what its registrant set
     * (password, name, sessions, pending email links), so a squatter's password never opens the owner's account.
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
          `SELECT ${COLUMNS}, c.confirmed_at IS NOT NULL AS confirmed FROM customers c
           WHERE lower(c.email) = lower($1) FOR UPDATE`,
          [profile.email],
        );
        const { confirmed, ...found } = byEmail.rows[0] ?? {};
        let row = byEmail.rows[0] ? found : undefined;
        if (row && !confirmed) {
          const claimed = await client.query(
            `UPDATE customers AS c SET password_hash = $2, first_name = $3, last_name = $4, confirmed_at = now(),
               updated_at = now()
             WHERE id = $1 RETURNING ${COLUMNS}`,
            [row.id, await unknownPassword(), profile.firstName, profile.lastName],
          );
          row = claimed.rows[0];
          await client.query('DELETE FROM auth_tokens WHERE customer_id = $1', [row.id]);
          await client.query('DELETE FROM account_tokens WHERE customer_id = $1', [row.id]);
        } else if (!row) {
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
