import type { Customer } from '@rsm/shared/schemas';
import type { Pool } from '@rsm/db/pool';

interface CustomerRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  avatar_url: string | null;
  is_composer: boolean;
  internal: boolean;
  website_country: string | null;
  block_download: boolean;
  fake_account: boolean;
}

const COLUMNS = `id, email, first_name, last_name, avatar_url, is_composer, internal, website_country,
  block_download, fake_account`;

export function toCustomer(row: CustomerRow): Customer {
  const { avatar_url: avatarUrl, ...rest } = row;
  return { ...rest, avatar: { url: avatarUrl, thumb: { url: avatarUrl } } };
}

export function customerRepository(db: Pool) {
  return {
    /** The customer and their password hash, for signing in. */
    async findForSignIn(email: string): Promise<{ customer: Customer; passwordHash: string } | null> {
      const { rows } = await db.query<CustomerRow & { password_hash: string }>(
        `SELECT ${COLUMNS}, password_hash FROM customers WHERE lower(email) = lower($1)`,
        [email],
      );
      const row = rows[0];
      if (!row) return null;
      const { password_hash: passwordHash, ...customer } = row;
      return { customer: toCustomer(customer), passwordHash };
    },
  };
}
export type CustomerRepository = ReturnType<typeof customerRepository>;
