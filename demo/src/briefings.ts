import type { PoolClient } from 'pg';

const BRIEFINGS = [
  {
    title: 'Upbeat samba for a football campaign',
    description: 'Energetic, percussion-led samba with brass stabs, 60 and 30 second edits, no vocals.',
    days: 21,
    status: 'open',
  },
  {
    title: 'Minimal piano for a bank commercial',
    description: 'Warm, hopeful solo piano with light strings; must build gently and resolve at the end.',
    days: 45,
    status: 'open',
  },
  {
    title: 'Dark synth pulses for a crime series',
    description: 'Tense, slow-building electronic beds at 90-100 bpm with stems (drums, bass, pads).',
    days: -10,
    status: 'closed',
  },
] as const;

/** Three reference tracks per brief, picked from the catalogue's main tracks; skipped when any exist. */
async function seedReferenceTracks(client: PoolClient): Promise<void> {
  const existing = await client.query('SELECT 1 FROM briefing_reference_tracks LIMIT 1');
  if (existing.rowCount) return;
  await client.query(
    `INSERT INTO briefing_reference_tracks (briefing_id, track_id, position)
     SELECT b.id, t.id, t.n FROM briefings b
     CROSS JOIN LATERAL (
       SELECT id, row_number() OVER (ORDER BY id) AS n FROM tracks
       WHERE main_track_id IS NULL AND id % 7 = b.id % 7 ORDER BY id LIMIT 3
     ) t`,
  );
}

/**
 * Three briefings (two open, one closed) and two submissions from the demo composer, skipped when present; their
 * reference tracks are added to databases seeded before briefs had them.
 */
export async function seedBriefings(client: PoolClient, composerCustomerId: number): Promise<void> {
  const existing = await client.query('SELECT 1 FROM briefings LIMIT 1');
  if (existing.rowCount) {
    await keepOpenBriefsOpen(client);
    return seedReferenceTracks(client);
  }
  for (const [index, briefing] of BRIEFINGS.entries()) {
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO briefings (title, description, deadline, status)
       VALUES ($1, $2, current_date + $3::int, $4) RETURNING id`,
      [briefing.title, briefing.description, briefing.days, briefing.status],
    );
    if (index < 2) {
      await client.query(
        `INSERT INTO briefing_submissions (briefing_id, customer_id, track_name, status)
         VALUES ($1, $2, $3, $4)`,
        [
          rows[0]!.id,
          composerCustomerId,
          `Demo submission ${index + 1}`,
          index === 0 ? 'in_review' : 'submitted',
        ],
      );
    }
  }
  await linkDemoComposer(client, composerCustomerId);
  await seedReferenceTracks(client);
}

/**
 * Deadlines count from the day the demo is seeded; a demo database started again later moves the deadlines of its
 * open briefs that have passed forward by as many days again, so an Open brief never shows a past deadline.
 */
async function keepOpenBriefsOpen(client: PoolClient): Promise<void> {
  for (const briefing of BRIEFINGS)
    if (briefing.status === 'open')
      await client.query(
        `UPDATE briefings SET deadline = current_date + $2::int
         WHERE title = $1 AND status = 'open' AND deadline < current_date`,
        [briefing.title, briefing.days],
      );
}

/**
 * The demo composer is also one of the catalogue's composers. Written only when not linked yet: composers' statement
 * trigger moves catalogue_version even when an UPDATE changes no row, and that empties every API process's caches.
 */
async function linkDemoComposer(client: PoolClient, composerCustomerId: number): Promise<void> {
  const { rows } = await client.query<{ id: number }>(
    'SELECT id FROM composers WHERE customer_id IS DISTINCT FROM $1 AND id = (SELECT min(id) FROM composers)',
    [composerCustomerId],
  );
  if (rows[0])
    await client.query('UPDATE composers SET customer_id = $1 WHERE id = $2', [
      composerCustomerId,
      rows[0].id,
    ]);
}
