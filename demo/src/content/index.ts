import type { PoolClient } from 'pg';
import { syncIdentities } from '../bulk-insert';
import { Random } from '../random';
import { FAQS } from './faqs';
import { BANNERS, CURATED_PLAYLISTS, TRUSTED_BY } from './homepage';
import { bannerSvg, curatedCoverSvg, logoSvg, writeImage } from './images';
import { PAGES_EN } from './pages-en';
import { PAGES_PT } from './pages-pt';
import { AGENTS, CREW } from './people';

/**
 * Editorial content, upserted on every start with fixed ids so edits here reach existing databases. Curated
 * playlists get tracks only while they have none: they depend on the catalogue, which may differ between databases.
 */
export async function seedContent(client: PoolClient, mediaDir: string): Promise<void> {
  for (const [slug, en] of Object.entries(PAGES_EN)) {
    const pt = PAGES_PT[slug] ?? en;
    await client.query(
      `INSERT INTO pages (slug, title_en, title_pt, body_en, body_pt) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (slug) DO UPDATE SET title_en = $2, title_pt = $3, body_en = $4, body_pt = $5, updated_at = now()`,
      [slug, en.title, pt.title, en.body, pt.body],
    );
  }
  await seedLists(client);
  await seedHomepage(client, mediaDir);
  await syncIdentities(client, [
    'global_faqs',
    'crew_members',
    'agents',
    'banners',
    'trusted_bies',
    'curated_playlists',
  ]);
}

const upsert = (table: string, columns: string[]): string => {
  const slots = columns.map((_, i) => `$${i + 1}`).join(', ');
  const updates = columns
    .slice(1)
    .map((column) => `${column} = EXCLUDED.${column}`)
    .join(', ');
  return `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${slots}) ON CONFLICT (id) DO UPDATE SET ${updates}`;
};

/** An editorial list shown in its order: the entry's place in the list is both its id and its position. */
const upsertInOrder = (table: string, columns: string[]): string =>
  upsert(table, ['id', 'position', ...columns]);

/** Text columns in both languages: `title` is title_en, title_pt, in the order of the content's `[en, pt]` pairs. */
const inBothLanguages = (...columns: string[]): string[] =>
  columns.flatMap((column) => [`${column}_en`, `${column}_pt`]);

async function seedLists(client: PoolClient): Promise<void> {
  const faq = upsertInOrder('global_faqs', ['question_en', 'answer_en', 'question_pt', 'answer_pt']);
  for (const [i, { en, pt }] of FAQS.entries()) await client.query(faq, [i + 1, i + 1, ...en, ...pt]);
  const crew = upsertInOrder('crew_members', ['name', ...inBothLanguages('role', 'bio')]);
  for (const [i, m] of CREW.entries()) await client.query(crew, [i + 1, i + 1, m.name, ...m.role, ...m.bio]);
  const agent = upsert('agents', ['id', ...inBothLanguages('country'), 'name', 'email', 'website']);
  for (const [i, a] of AGENTS.entries())
    await client.query(agent, [i + 1, ...a.country, a.name, a.email, a.website]);
}

async function seedHomepage(client: PoolClient, mediaDir: string): Promise<void> {
  const banner = upsertInOrder('banners', [...inBothLanguages('title', 'subtitle'), 'link', 'image_path']);
  for (const [i, b] of BANNERS.entries()) {
    const path = await writeImage(mediaDir, `banners/banner-${i + 1}.svg`, bannerSvg(i + 1));
    await client.query(banner, [i + 1, i + 1, ...b.title, ...b.subtitle, b.link, path]);
  }
  const logo = upsertInOrder('trusted_bies', ['name', 'logo_path']);
  for (const [i, name] of TRUSTED_BY.entries()) {
    const path = await writeImage(mediaDir, `logos/trusted-by-${i + 1}.svg`, logoSvg(i + 1, name));
    await client.query(logo, [i + 1, i + 1, name, path]);
  }
  await seedCuratedPlaylists(client, mediaDir);
}

async function seedCuratedPlaylists(client: PoolClient, mediaDir: string): Promise<void> {
  const sql = upsertInOrder('curated_playlists', [
    ...inBothLanguages('name', 'description'),
    'cover_path',
    'on_homepage',
  ]);
  // Every main track id is only read when a playlist still needs its tracks: on a large catalogue that list is the
  // slowest part of a start.
  const filled = await client.query<{ id: number }>(
    'SELECT DISTINCT curated_playlist_id AS id FROM curated_playlist_tracks',
  );
  const filledIds = new Set(filled.rows.map((row) => row.id));
  const { rows: mains } = CURATED_PLAYLISTS.every((_, i) => filledIds.has(i + 1))
    ? { rows: [] }
    : await client.query<{ id: number }>('SELECT id FROM tracks WHERE main_track_id IS NULL ORDER BY id');
  const rng = new Random(2024);
  for (const [i, p] of CURATED_PLAYLISTS.entries()) {
    const id = i + 1;
    const path = await writeImage(mediaDir, `covers/curated-${id}.svg`, curatedCoverSvg(id, p.name[0]));
    await client.query(sql, [id, id, ...p.name, ...p.description, path, p.onHomepage]);
    const picked = rng.sample(mains, Math.min(p.size, mains.length));
    const has = await client.query(
      'SELECT 1 FROM curated_playlist_tracks WHERE curated_playlist_id = $1 LIMIT 1',
      [id],
    );
    if (has.rowCount) continue;
    for (const [position, track] of picked.entries())
      await client.query(
        'INSERT INTO curated_playlist_tracks (curated_playlist_id, track_id, position) VALUES ($1, $2, $3)',
        [id, track.id, position + 1],
      );
  }
}
