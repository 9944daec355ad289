import { join } from 'node:path';
import { enqueueAnalysis } from '@rsm/db/audio-jobs';
import type { Pool } from '@rsm/db/pool';
import { inTransaction } from '@rsm/db/transaction';
import type { PoolClient } from 'pg';
import { seedAccountActivity } from './account-activity';
import { upsertAccounts, seedAccountContent } from './accounts';
import { ensureAudioPool, pooledIfRendered, type PooledPiece } from './audio/audio-pool';
import { piecesToRenderFirst, planPool, type SeedSize } from './audio/pool-plan';
import { piecePath, type Piece } from './audio/render-piece';
import { seedBriefings } from './briefings';
import { seedComposerDocuments } from './composer-documents';
import { writeCatalogue } from './catalogue';
import { planCatalogue, type CataloguePlan, type PooledAudio } from './catalogue-plan';
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

/**
 * Renders the audio the catalogue needs at once (each theme's first piece; cached in the media dir)
 * and lists the rest, rendered already by an earlier run or left for the background.
 */
async function prepareAudio(
  size: SeedSize,
  mediaDir: string,
  log: (line: string) => void,
): Promise<PooledAudio> {
  const themes = planPool(size);
  const first = piecesToRenderFirst(themes, size);
  log(`rendering ${first.length} audio pieces (cached in ${mediaDir})`);
  const started = Date.now();
  const firstPaths = new Set(first.map((piece) => piecePath(piece, 'mp3')));
  const later = themes
    .flatMap((theme) => [...theme.mains, ...theme.edits])
    .filter((piece) => !firstPaths.has(piecePath(piece, 'mp3')));
  const rendered = [
    ...(await ensureAudioPool(mediaDir, first)),
    ...(await pooledIfRendered(mediaDir, later)),
  ];
  log(`audio ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const byPath = new Map(rendered.map((piece) => [piecePath(piece, 'mp3'), piece]));
  const find = (piece: Piece): PooledPiece | Piece => byPath.get(piecePath(piece, 'mp3')) ?? piece;
  return themes.map((theme) => ({
    mains: theme.mains.map(find),
    edits: new Map(theme.edits.map((piece) => [piece.seconds, find(piece)])),
  }));
}

/**
 * Hands the catalogue's files to the product as an upload's are: its audio jobs analyse each one. The pieces still
 * to render are left to `render-pending.ts`, which points their tracks at them once they exist.
 */
async function queueAnalysis(client: PoolClient, plan: CataloguePlan): Promise<void> {
  const wavs = new Set(
    plan.trackFiles.filter((file) => file.format === 'wav').map((file) => file.path as string),
  );
  await enqueueAnalysis(client, [...wavs]);
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
    const audio = await prepareAudio(size, mediaDir, log);
    const plan = planCatalogue(size, audio);
    log(`writing ${plan.albums.length} albums and ${plan.tracks.length} tracks`);
    await inTransaction(pool, async (client) => {
      await writeCatalogue(client, plan, mediaDir);
      await queueAnalysis(client, plan);
      // Typeahead terms (migration 010) and the search-ready rows (migration 090) are derived from the catalogue.
      await client.query('SELECT refresh_search_terms()');
      await client.query('SELECT refresh_track_search()');
    });
    // Statistics for the planner and a visibility map for index-only scans (outside the transaction: VACUUM
    // cannot run in one). PGlite has no autovacuum to do it later.
    await pool.query('VACUUM ANALYZE track_search, track_text, search_terms, track_cards');
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
