import type { Customer } from '@rsm/shared/schemas';
import type { PoolClient } from 'pg';
import type { Pool } from '@rsm/db/pool';
import { inTransaction, isUniqueViolation } from '@rsm/db/transaction';
import { toCustomer } from './customer-repository';

export type TokenPurpose = 'confirmation' | 'reset_password';

export interface NewCustomer {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
}

export interface ProfileChanges {
  first_name?: string;
  last_name?: string;
  website_country?: string | null;
  passwordHash?: string;
}

const RETURNING = `RETURNING id, email, first_name, last_name, avatar_url, is_composer, internal, website_country,
  block_download, fake_account`;

async function storeToken(
  client: PoolClient | Pool,
  customerId: number,
  purpose: TokenPurpose,
  tokenHash: string,
  lifetimeSeconds: number,
): Promise<void> {
  await client.query(
    `INSERT INTO account_tokens (customer_id, purpose, token_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [customerId, purpose, tokenHash, lifetimeSeconds],
  );
}

/** Sign-up, confirmation, password reset and profile changes (devise_token_auth's registrations and passwords). */
export function accountRepository(db: Pool) {
  return {
    /** Creates an unconfirmed customer with their default folder and a confirmation token; null if the email is taken. */
    async register(
      customer: NewCustomer,
      tokenHash: string,
      lifetimeSeconds: number,
    ): Promise<Customer | null> {
      try {
        return await inTransaction(db, async (client) => {
          const { rows } = await client.query(
            `INSERT INTO customers (email, password_hash, first_name, last_name) VALUES ($1, $2, $3, $4) ${RETURNING}`,
            [customer.email, customer.passwordHash, customer.firstName, customer.lastName],
          );
          const created = toCustomer(rows[0]);
          // Every customer has a default folder (the playlists UI files new playlists there).
          await client.query(
            `INSERT INTO project_categories (customer_id, name, is_default) VALUES ($1, 'Default', true)`,
            [created.id],
          );
          await storeToken(client, created.id, 'confirmation', tokenHash, lifetimeSeconds);
          return created;
        });
      } catch (error) {
        // The unique index decides races between two sign-ups with the same address.
        if (isUniqueViolation(error, 'customers_email_key')) return null;
        throw error;
      }
    },

    async emailTaken(email: string): Promise<boolean> {
      const { rowCount } = await db.query('SELECT 1 FROM customers WHERE lower(email) = lower($1)', [email]);
      return (rowCount ?? 0) > 0;
    },

    /** Uses a live confirmation token: marks the customer confirmed. False for an unknown, used or expired token. */
    async confirm(tokenHash: string): Promise<boolean> {
      const { rowCount } = await db.query(
        `WITH used AS (
           UPDATE account_tokens SET used_at = now()
           WHERE token_hash = $1 AND purpose = 'confirmation' AND used_at IS NULL AND expires_at > now()
           RETURNING customer_id)
         UPDATE customers SET confirmed_at = COALESCE(confirmed_at, now()), updated_at = now()
         WHERE id IN (SELECT customer_id FROM used)`,
        [tokenHash],
      );
      return (rowCount ?? 0) > 0;
    },

    async isConfirmed(customerId: number): Promise<boolean> {
      const { rows } = await db.query<{ confirmed: boolean }>(
        'SELECT confirmed_at IS NOT NULL AS confirmed FROM customers WHERE id = $1',
        [customerId],
      );
      return rows[0]?.confirmed ?? false;
    },

    /** A reset token for the email's customer, replacing earlier ones (only the newest link works); null if unknown. */
    async startPasswordReset(
      email: string,
      tokenHash: string,
      lifetimeSeconds: number,
    ): Promise<string | null> {
      return inTransaction(db, async (client) => {
        const { rows } = await client.query<{ id: number; email: string }>(
          'SELECT id, email FROM customers WHERE lower(email) = lower($1)',
          [email],
        );
        const customer = rows[0];
        if (!customer) return null;
        await client.query(
          `DELETE FROM account_tokens WHERE customer_id = $1 AND purpose = 'reset_password'`,
          [customer.id],
        );
        await storeToken(client, customer.id, 'reset_password', tokenHash, lifetimeSeconds);
        return customer.email;
      });
    },

    async resetTokenIsLive(tokenHash: string): Promise<boolean> {
      const { rowCount } = await db.query(
        `SELECT 1 FROM account_tokens
         WHERE token_hash = $1 AND purpose = 'reset_password' AND used_at IS NULL AND expires_at > now()`,
        [tokenHash],
      );
      return (rowCount ?? 0) > 0;
    },

    /**
     * Uses the reset token and sets the new password in one transaction; null when the token is no longer live (a
     * parallel request used it). Signs out every client: whoever knew the old password is locked out. Following the
     * emailed link also proves the address, so the account counts as confirmed.
     */
    completePasswordReset(tokenHash: string, passwordHash: string): Promise<Customer | null> {
      return inTransaction(db, async (client) => {
        const used = await client.query<{ customer_id: number }>(
          `UPDATE account_tokens SET used_at = now()
           WHERE token_hash = $1 AND purpose = 'reset_password' AND used_at IS NULL AND expires_at > now()
           RETURNING customer_id`,
          [tokenHash],
        );
        const customerId = used.rows[0]?.customer_id;
        if (customerId === undefined) return null;
        const { rows } = await client.query(
          `UPDATE customers SET password_hash = $2, confirmed_at = COALESCE(confirmed_at, now()), updated_at = now()
           WHERE id = $1 ${RETURNING}`,
          [customerId, passwordHash],
        );
        await client.query('DELETE FROM auth_tokens WHERE customer_id = $1', [customerId]);
        return toCustomer(rows[0]);
      });
    },

    async passwordHash(customerId: number): Promise<string | null> {
      const { rows } = await db.query<{ password_hash: string }>(
        'SELECT password_hash FROM customers WHERE id = $1',
        [customerId],
      );
      return rows[0]?.password_hash ?? null;
    },

    /** Applies the given changes only; an absent field keeps its value. */
    async updateProfile(customerId: number, changes: ProfileChanges): Promise<Customer> {
      const { rows } = await db.query(
        `UPDATE customers SET
           first_name = COALESCE($2, first_name),
           last_name = COALESCE($3, last_name),
           website_country = CASE WHEN $4::boolean THEN $5 ELSE website_country END,
           password_hash = COALESCE($6, password_hash),
           updated_at = now()
         WHERE id = $1 ${RETURNING}`,
        [
          customerId,
          changes.first_name ?? null,
          changes.last_name ?? null,
          changes.website_country !== undefined,
          changes.website_country ?? null,
          changes.passwordHash ?? null,
        ],
      );
      return toCustomer(rows[0]);
    },
  };
}
export type AccountRepository = ReturnType<typeof accountRepository>;
