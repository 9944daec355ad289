import type { PoolClient } from 'pg';
import { Random } from './random';

const FAVOURITE_ALBUMS = 4;
const PLAYS = 8;
const DOWNLOADS = 3;

/**
 * Gives the demo customer a few favourite albums and a history of plays and downloads over the last days, so My albums,
 * History and the dashboard show something on first start. Deterministic (its own seeded generator, catalogue rows
 * in id order) and idempotent: it writes only while the customer has no favourites and no history at all.
 */
export async function seedAccountActivity(client: PoolClient, customerId: number): Promise<void> {
  const { rows: existing } = await client.query<{ any: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM album_favourites WHERE customer_id = $1)
         OR EXISTS (SELECT 1 FROM customer_history WHERE customer_id = $1) AS any`,
    [customerId],
  );
  if (existing[0]!.any) return;
  const rng = new Random(31);
  const { rows: albums } = await client.query<{ id: number }>('SELECT id FROM albums ORDER BY id');
  const { rows: tracks } = await client.query<{ id: number }>(
    'SELECT id FROM tracks WHERE main_track_id IS NULL ORDER BY id',
  );
  for (const [index, album] of rng.sample(albums, FAVOURITE_ALBUMS).entries()) {
    await client.query(
      `INSERT INTO album_favourites (customer_id, album_id, created_at)
       VALUES ($1, $2, now() - make_interval(days => $3)) ON CONFLICT DO NOTHING`,
      [customerId, album.id, index + 1],
    );
  }
  const picked = rng.sample(tracks, PLAYS + DOWNLOADS);
  for (const [index, track] of picked.entries()) {
    // Spread over the last days, newest first: a play every ~7 hours, the downloads among the older entries.
    await client.query(
      `INSERT INTO customer_history (customer_id, track_id, kind, created_at)
       VALUES ($1, $2, $3, now() - make_interval(hours => $4))`,
      [customerId, track.id, index < PLAYS ? 'play' : 'download', (index + 1) * 7],
    );
  }
}
