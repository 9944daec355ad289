import type { PoolClient } from 'pg';
import { bulkInsert, syncIdentities } from './bulk-insert';
import type { CataloguePlan } from './catalogue-plan';
import { writeCover } from './covers';
import { taxonomyRows, type TaxonomyTable } from './taxonomy-plan';

/** Writes a planned catalogue (and the album covers) inside the caller's transaction. */
export async function writeCatalogue(
  client: PoolClient,
  plan: CataloguePlan,
  mediaDir: string,
): Promise<void> {
  const taxonomies = taxonomyRows();
  for (const [table, rows] of Object.entries(taxonomies)) await bulkInsert(client, table, rows);
  await bulkInsert(client, 'labels', plan.labels);
  await bulkInsert(client, 'publishers', plan.publishers);
  await bulkInsert(client, 'composers', plan.composers);
  await bulkInsert(client, 'albums', plan.albums);
  for (const [table, rows] of Object.entries(plan.albumTaxa))
    await bulkInsert(client, `albums_${table}`, rows);
  // Main tracks before alternates: an alternate references its main track.
  await bulkInsert(
    client,
    'tracks',
    plan.tracks.filter((track) => track.main_track_id === null),
  );
  await bulkInsert(
    client,
    'tracks',
    plan.tracks.filter((track) => track.main_track_id !== null),
  );
  await bulkInsert(client, 'track_files', plan.trackFiles);
  await bulkInsert(client, 'composers_tracks', plan.composersTracks);
  await bulkInsert(client, 'publishers_tracks', plan.publishersTracks);
  for (const [table, rows] of Object.entries(plan.trackTaxa))
    await bulkInsert(client, `tracks_${table}`, rows);
  const taxonomyTables = Object.keys(taxonomies) as TaxonomyTable[];
  await syncIdentities(client, ['labels', 'publishers', 'composers', 'albums', 'tracks', ...taxonomyTables]);
  for (const album of plan.albums) await writeCover(mediaDir, album.id as number, album.name as string);
}
