import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { openDatabase } from '@rsm/db/database';
import { apiRoot } from '../../src/root-dir';
import { describeOnPGlite, SEEDED_DUMP } from '../helper';

const PORT = 3208;

/** The ids of the audio job batch the API's worker is running in a child process, once it runs one. */
async function batchUnderWay(api: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      execFileSync('pgrep', ['-P', String(api.pid), '-f', 'job-cli.ts']);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('the audio worker never started a batch');
}

/**
 * SIGTERM while the audio worker is mid-batch (a child process analysing files): the API exits within 5 s (Docker's
 * grace period is 10), and the jobs it had not finished are due again on the next start, not failed.
 */
describeOnPGlite('a clean stop', () => {
  let dataDir: string;
  let jobIds: number[] = [];
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'rsm-stop-'));
    const db = await openDatabase({
      kind: 'pglite',
      dataDir: join(dataDir, 'pgdata'),
      fromDump: SEEDED_DUMP,
    });
    // Twelve analyses due again: two batches of six, minutes of CPU on a busy machine.
    const { rows } = await db.pool.query<{ id: string }>(
      `UPDATE audio_jobs SET done_at = NULL, failed_at = NULL, attempts = 0, run_after = now()
       WHERE id IN (SELECT id FROM audio_jobs WHERE kind = 'analyse' ORDER BY id LIMIT 12) RETURNING id`,
    );
    jobIds = rows.map((row) => Number(row.id));
    await db.close();
  }, 180_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('exits within 5 s of SIGTERM with a batch under way, and leaves its jobs due', async () => {
    expect(jobIds).toHaveLength(12);
    const api = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        join(apiRoot, 'test/reliability/api-process.ts'),
        join(dataDir, 'pgdata'),
        String(PORT),
      ],
      { cwd: apiRoot, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve, reject) => {
      createInterface({ input: api.stdout! }).once('line', () => resolve());
      api.once('exit', (code) => reject(new Error(`the API exited with ${code} before listening`)));
    });
    await batchUnderWay(api, 120_000);
    const exited = new Promise<number | null>((resolve) => api.once('exit', (code) => resolve(code)));
    const signalled = Date.now();
    api.kill('SIGTERM');
    const code = await exited;
    const stopMs = Date.now() - signalled;
    console.log(`stop with the audio worker mid-batch: ${stopMs} ms (exit code ${code})`);
    expect(code).toBe(0);
    expect(stopMs).toBeLessThanOrEqual(5000);

    const db = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pgdata') });
    try {
      const { rows } = await db.pool.query(
        `SELECT count(*) FILTER (WHERE failed_at IS NOT NULL)::int AS failed,
           count(*) FILTER (WHERE done_at IS NULL AND run_after > now() + interval '1 minute')::int AS leased,
           count(*) FILTER (WHERE done_at IS NULL AND attempts > 0)::int AS counted
         FROM audio_jobs WHERE id = ANY($1::bigint[])`,
        [jobIds],
      );
      // Nothing failed, nothing is stuck behind the 15-minute lease, no attempt was spent on the stop.
      expect(rows[0]).toEqual({ failed: 0, leased: 0, counted: 0 });
    } finally {
      await db.close();
    }
  }, 300_000);
});
