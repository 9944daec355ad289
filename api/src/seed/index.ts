import { join } from 'node:path';
import type { PoolClient } from 'pg';
import type { Pool } from '../db/pool';
import { seedAccountActivity } from './account-activity';
import { upsertAccounts, seedAccountContent } from './accounts';
import { ensureAudioPool } from './audio/audio-pool';
import { editKey, planPool, type SeedSize } from './audio/pool-plan';
import { seedBriefings } from './briefings';
import { seedComposerDocuments } from './composer-documents';
import { writeCatalogue } from './catalogue';
import { planCatalogue } from './catalogue-plan';
import { seedContent } from './content';
import { Random } from './random';

export interface SeedOptions {
  size?: SeedSize;
  dataDir: string;
  log?: (message: string) => void;
}

export interface SeedResult {
  catalogue: 'created' | 'kept';
  albums: number;
  tracks: number;
}

async function inTransaction(pool: Pool, work: (client: PoolClient) => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await work(client);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

/** Builds the demo catalogue when the database has no album yet, then makes sure the demo accounts exist. */
export async function seed(
  pool: Pool,
  { size = 'full', dataDir, log = () => undefined }: SeedOptions,
): Promise<SeedResult> {
  const mediaDir = join(dataDir, 'media');
  const { rows } = await pool.query<{ count: number }>('SELECT count(*) AS count FROM albums');
  let catalogue: SeedResult['catalogue'] = 'kept';
  if (rows[0]!.count === 0) {
    const poolPlan = planPool(size);
    log(`rendering ${poolPlan.mains.length + poolPlan.edits.length} audio pieces (cached in ${mediaDir})`);
    const audioStarted = Date.now();
    const pooled = await ensureAudioPool(mediaDir, [...poolPlan.mains, ...poolPlan.edits]);
    log(`audio ready in ${((Date.now() - audioStarted) / 1000).toFixed(1)} s`);
    const mains = pooled.slice(0, poolPlan.mains.length);
    const edits = pooled.slice(poolPlan.mains.length);
    const audio = { mains, edits: new Map(edits.map((piece) => [editKey(piece.bpm, piece.seconds), piece])) };
    const plan = planCatalogue(size, audio);
    log(`writing ${plan.albums.length} albums and ${plan.tracks.length} tracks`);
    await inTransaction(pool, async (client) => {
      await writeCatalogue(client, plan, mediaDir);
      // Typeahead terms (migration 010) and the search-ready rows (migration 090) are derived from the catalogue.
      await client.query('SELECT refresh_search_terms()');
      await client.query('SELECT refresh_track_search()');
    });
    // Statistics for the planner and a visibility map for index-only scans (outside the transaction: VACUUM
    // cannot run in one). PGlite has no autovacuum to do it later.
    await pool.query('VACUUM ANALYZE track_search, track_text_en, track_text_pt, search_terms');
    catalogue = 'created';
  }
  await inTransaction(pool, async (client) => {
    const ids = await upsertAccounts(client);
    await seedAccountContent(client, ids, new Random(7));
    // The small (test) seed leaves the customer's favourites and history empty: those tests start from nothing.
    if (size === 'full') await seedAccountActivity(client, ids.get('customer@demo.test')!);
    await seedBriefings(client, ids.get('composer@demo.test')!);
    await seedComposerDocuments(client, ids.get('composer@demo.test')!);
    await seedContent(client, mediaDir);
  });
  const counts = await pool.query<{ albums: number; tracks: number }>(
    'SELECT (SELECT count(*) FROM albums) AS albums, (SELECT count(*) FROM tracks) AS tracks',
  );
  return { catalogue, ...counts.rows[0]! };
}
