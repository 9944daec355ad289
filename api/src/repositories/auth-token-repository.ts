import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Customer } from '@rsm/shared/schemas';
import type { Pool } from '@rsm/db/pool';
import { toCustomer } from './customer-repository';

const LIFETIME_SECONDS = 14 * 24 * 3600;
/** devise_token_auth's max_number_of_devices: signing in on an 11th client drops the oldest. */
const MAX_CLIENTS = 10;

export interface IssuedToken {
  token: string;
  client: string;
  expiry: number;
}

// Tokens are 32 random bytes: a fast hash is enough, unlike passwords.
const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function authTokenRepository(db: Pool) {
  return {
    async issue(customerId: number): Promise<IssuedToken> {
      const token = randomBytes(32).toString('base64url');
      const client = randomBytes(16).toString('base64url');
      const expiry = Math.floor(Date.now() / 1000) + LIFETIME_SECONDS;
      await db.query(
        `INSERT INTO auth_tokens (customer_id, client, token_hash, expires_at) VALUES ($1, $2, $3, to_timestamp($4))`,
        [customerId, client, hashToken(token), expiry],
      );
      await db.query(
        `DELETE FROM auth_tokens WHERE customer_id = $1 AND (expires_at <= now() OR id NOT IN (
           SELECT id FROM auth_tokens WHERE customer_id = $1 ORDER BY created_at DESC, id DESC LIMIT ${MAX_CLIENTS}))`,
        [customerId],
      );
      return { token, client, expiry };
    },

    /** The customer owning a live token for (uid, client), or null. */
    async authenticate(
      uid: string,
      client: string,
      token: string,
    ): Promise<{ customer: Customer; expiry: number } | null> {
      const { rows } = await db.query(
        `SELECT c.id, c.email, c.first_name, c.last_name, c.avatar_url, c.is_composer, c.internal, c.website_country,
                c.block_download, c.fake_account, t.token_hash, extract(epoch FROM t.expires_at)::bigint AS expiry
         FROM auth_tokens t JOIN customers c ON c.id = t.customer_id
         WHERE lower(c.email) = lower($1) AND t.client = $2 AND t.expires_at > now()`,
        [uid, client],
      );
      const row = rows[0];
      if (!row) return null;
      const expected = Buffer.from(row.token_hash as string, 'hex');
      const given = Buffer.from(hashToken(token), 'hex');
      if (!timingSafeEqual(new Uint8Array(expected), new Uint8Array(given))) return null;
      const { token_hash: _hash, expiry, ...customer } = row;
      return { customer: toCustomer(customer), expiry: Number(expiry) };
    },

    /** Whether this client (a browser's devise client id) was signed in to the customer, even if its token lapsed. */
    async knowsClient(customerId: number, client: string): Promise<boolean> {
      const { rowCount } = await db.query(
        'SELECT 1 FROM auth_tokens WHERE customer_id = $1 AND client = $2',
        [customerId, client],
      );
      return (rowCount ?? 0) > 0;
    },

    async revoke(customerId: number, client: string): Promise<void> {
      await db.query('DELETE FROM auth_tokens WHERE customer_id = $1 AND client = $2', [customerId, client]);
    },

    /** Ends every session of the customer but the one given (after a password change). */
    async revokeOthers(customerId: number, keepClient: string): Promise<void> {
      await db.query('DELETE FROM auth_tokens WHERE customer_id = $1 AND client <> $2', [
        customerId,
        keepClient,
      ]);
    },
  };
}
export type AuthTokenRepository = ReturnType<typeof authTokenRepository>;
