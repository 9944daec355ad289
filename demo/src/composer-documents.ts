import type { PoolClient } from 'pg';

// One line per paragraph: a line break in a contract's body is a line break on the page (the PDF wraps long lines).
const CONTRACT_BODY = [
  '1. The composer grants the library the exclusive right to license the works listed in the schedule for use in ' +
    'film, television, advertising, games and online media, worldwide, for the full term of copyright.',
  '',
  '2. The library pays the composer 50 % of all licence fees it receives for the works, reported and paid in ' +
    'quarterly statements. Performance royalties are paid by the collecting societies directly.',
  '',
  '3. The composer confirms the works are original, free of uncleared samples, and that the ownership shares ' +
    'stated at submission are correct.',
].join('\n');

const QUARTERS = [
  {
    start: '2025-01-01',
    end: '2025-03-31',
    lines: [
      ['Samba do Estadio', 14, 18250],
      ['Quiet Harbour', 6, 4120],
    ],
  },
  {
    start: '2024-10-01',
    end: '2024-12-31',
    lines: [
      ['Samba do Estadio', 9, 11900],
      ['Night Drive', 3, 2275],
    ],
  },
  { start: '2024-07-01', end: '2024-09-30', lines: [['Quiet Harbour', 4, 3050]] },
] as const;

/**
 * Statements and contracts of the demo composer: three quarterly statements, one issued contract, and two digital
 * contracts awaiting signature; skipped when the composer already has statements. On every start the demo keeps two
 * contracts to sign, so the signing flow can always be tried.
 */
export async function seedComposerDocuments(client: PoolClient, composerCustomerId: number): Promise<void> {
  const existing = await client.query('SELECT 1 FROM statements WHERE customer_id = $1 LIMIT 1', [
    composerCustomerId,
  ]);
  if (existing.rowCount) return keepTwoToSign(client, composerCustomerId);
  for (const quarter of QUARTERS) {
    const lines = quarter.lines.map(([title, uses, cents]) => ({ title, uses, amount_cents: cents }));
    const total = lines.reduce((sum, line) => sum + line.amount_cents, 0);
    await client.query(
      `INSERT INTO statements (customer_id, period_start, period_end, amount_cents, currency, lines)
       VALUES ($1, $2, $3, $4, 'GBP', $5)`,
      [composerCustomerId, quarter.start, quarter.end, total, JSON.stringify(lines)],
    );
  }
  const contracts = [
    ['Composer agreement 2024', 'issued'],
    ['Publishing agreement: Samba collection', 'digital'],
    ['Publishing agreement: Piano moods', 'digital'],
  ] as const;
  for (const [title, kind] of contracts)
    await client.query('INSERT INTO contracts (customer_id, title, body, kind) VALUES ($1, $2, $3, $4)', [
      composerCustomerId,
      title,
      CONTRACT_BODY,
      kind,
    ]);
}

async function keepTwoToSign(client: PoolClient, composerCustomerId: number): Promise<void> {
  // Two: one to sign while the other is only looked at (the browser tests do both on one stack).
  const { rows } = await client.query<{ awaiting: number | string }>(
    `SELECT count(*) AS awaiting FROM contracts WHERE customer_id = $1 AND kind = 'digital' AND signed_at IS NULL`,
    [composerCustomerId],
  );
  for (let missing = 2 - Number(rows[0]!.awaiting); missing > 0; missing--)
    await client.query(
      `INSERT INTO contracts (customer_id, title, body, kind) VALUES ($1, 'Publishing agreement: new releases', $2, 'digital')`,
      [composerCustomerId, CONTRACT_BODY],
    );
}
