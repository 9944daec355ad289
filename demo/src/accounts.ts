import { passwordHashCost } from '@rsm/db/password-cost';
import argon2 from 'argon2';
import type { PoolClient } from 'pg';
import { Random } from './random';

export const DEMO_PASSWORD = 'listen-to-the-music';

interface DemoAccount {
  email: string;
  first_name: string;
  last_name: string;
  flags: Partial<Record<'is_composer' | 'block_download' | 'fake_account' | 'internal', boolean>>;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'customer@demo.test', first_name: 'Carla', last_name: 'Customer', flags: {} },
  { email: 'composer@demo.test', first_name: 'Caio', last_name: 'Composer', flags: { is_composer: true } },
  { email: 'blocked@demo.test', first_name: 'Bianca', last_name: 'Blocked', flags: { block_download: true } },
  { email: 'fake@demo.test', first_name: 'Fabio', last_name: 'Fake', flags: { fake_account: true } },
  // Staff see the health of each release (/dashboard/releases); the demo needs one to show that page.
  { email: 'staff@demo.test', first_name: 'Sofia', last_name: 'Staff', flags: { internal: true } },
];

/** Creates the demo accounts (skipping existing ones) with their default folder; returns id by email. */
export async function upsertAccounts(client: PoolClient): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  // Every demo account has the one password: hashed once (argon2id takes a few hundred ms on a busy two-core machine).
  let hash: Promise<string> | undefined;
  for (const account of DEMO_ACCOUNTS) {
    const existing = await client.query<{ id: number }>('SELECT id FROM customers WHERE lower(email) = $1', [
      account.email,
    ]);
    if (existing.rows[0]) {
      ids.set(account.email, existing.rows[0].id);
      continue;
    }
    hash ??= argon2.hash(DEMO_PASSWORD, { type: argon2.argon2id, ...passwordHashCost() });
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO customers (email, password_hash, first_name, last_name, is_composer, block_download, fake_account,
         internal, website_country, confirmed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'BR', now()) RETURNING id`,
      [
        account.email,
        await hash,
        account.first_name,
        account.last_name,
        !!account.flags.is_composer,
        !!account.flags.block_download,
        !!account.flags.fake_account,
        !!account.flags.internal,
      ],
    );
    await client.query(
      `INSERT INTO project_categories (customer_id, name, is_default) VALUES ($1, 'Default', true)`,
      [rows[0]!.id],
    );
    ids.set(account.email, rows[0]!.id);
  }
  return ids;
}

/** Playlists and folders for the demo customer, one playlist for the composer, briefings for composers. */
export async function seedAccountContent(
  client: PoolClient,
  ids: Map<string, number>,
  rng: Random,
): Promise<void> {
  const customerId = ids.get('customer@demo.test')!;
  const composerId = ids.get('composer@demo.test')!;
  const folder = async (customer: number, name: string): Promise<number> => {
    const found = await client.query<{ id: number }>(
      `SELECT id FROM project_categories WHERE customer_id = $1 AND (name = $2 OR ($2 = 'Default' AND is_default))`,
      [customer, name],
    );
    if (found.rows[0]) return found.rows[0].id;
    const made = await client.query<{ id: number }>(
      'INSERT INTO project_categories (customer_id, name) VALUES ($1, $2) RETURNING id',
      [customer, name],
    );
    return made.rows[0]!.id;
  };
  // Read only when a playlist is missing: on a large catalogue this list is the slowest part of a start.
  let mains: { id: number }[] | null = null;
  const mainTracks = async () =>
    (mains ??= (
      await client.query<{ id: number }>('SELECT id FROM tracks WHERE main_track_id IS NULL ORDER BY id')
    ).rows);
  const playlist = async (customer: number, folderId: number, name: string, size: number): Promise<void> => {
    const exists = await client.query('SELECT 1 FROM projects WHERE customer_id = $1 AND name = $2', [
      customer,
      name,
    ]);
    if (exists.rowCount) return;
    const { rows } = await client.query<{ id: number }>(
      'INSERT INTO projects (uuid, customer_id, project_category_id, name) VALUES ($1, $2, $3, $4) RETURNING id',
      [rng.uuid(), customer, folderId, name],
    );
    const all = await mainTracks();
    const tracks = rng.sample(all, Math.min(size, all.length));
    for (const [index, track] of tracks.entries()) {
      await client.query('INSERT INTO project_tracks (project_id, track_id, position) VALUES ($1, $2, $3)', [
        rows[0]!.id,
        track.id,
        index + 1,
      ]);
    }
  };
  const defaultFolder = await folder(customerId, 'Default');
  const pitches = await folder(customerId, 'Client pitches');
  await playlist(customerId, defaultFolder, 'Favourites', 8);
  await playlist(customerId, pitches, 'Coffee brand spot', 6);
  await playlist(customerId, pitches, 'Travel documentary', 10);
  await playlist(composerId, await folder(composerId, 'Default'), 'My references', 4);
}
