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

/** Three briefings (two open, one closed) and two submissions from the demo composer; skipped when present. */
export async function seedBriefings(client: PoolClient, composerCustomerId: number): Promise<void> {
  const existing = await client.query('SELECT 1 FROM briefings LIMIT 1');
  if (existing.rowCount) return;
  for (const [index, briefing] of BRIEFINGS.entries()) {
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO briefings (title, description, deadline, status)
       VALUES ($1, $2, DATE '2025-06-01' + $3::int, $4) RETURNING id`,
      [briefing.title, briefing.description, briefing.days, briefing.status],
    );
    if (index < 2) {
      await client.query(
        'INSERT INTO briefing_submissions (briefing_id, customer_id, track_name) VALUES ($1, $2, $3)',
        [rows[0]!.id, composerCustomerId, `Demo submission ${index + 1}`],
      );
    }
  }
  // The demo composer is also one of the catalogue's composers.
  await client.query('UPDATE composers SET customer_id = $1 WHERE id = (SELECT min(id) FROM composers)', [
    composerCustomerId,
  ]);
}
