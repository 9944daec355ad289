import { join } from 'node:path';
import { planPool } from '../seed/audio/pool-plan';
import { setUpTestApp, TEST_DATA_DIR } from '../../test/helper';
import { audioJobRepository } from './audio-job-repository';
import { createAudioWorker } from './audio-worker';

describe('demo pieces an older renderer made', () => {
  const ctx = setUpTestApp();

  it('are rendered again in the background and their tracks moved to the new files', async () => {
    const db = ctx.app.db;
    // A catalogue seeded by the first renderer, whose file names had no version.
    await db.query(
      `UPDATE track_files SET path = regexp_replace(path, '-r[0-9]+\\.', '.') WHERE path LIKE 'audio/%'`,
    );
    const jobs = audioJobRepository(db);
    const pieces = planPool('small').flatMap((theme) => [...theme.mains, ...theme.edits]);
    expect(await jobs.queueOutdatedRenders(pieces)).toBe(pieces.length);
    // Tracks a pending render will move are left to it.
    expect(await jobs.queueOutdatedRenders(pieces)).toBe(0);
    const worker = createAudioWorker({ jobs, mediaDir: join(TEST_DATA_DIR, 'media'), batchSize: 20 });
    while ((await worker.runDue()) > 0);
    const { rows } = await db.query<{ old: number; all: number }>(
      `SELECT count(*) FILTER (WHERE path !~ '-r[0-9]+\\.')::int AS old, count(*)::int AS all
       FROM track_files WHERE path LIKE 'audio/%'`,
    );
    expect(rows[0]).toEqual({ old: 0, all: expect.any(Number) });
    expect(rows[0]!.all).toBeGreaterThan(0);
  }, 120_000);
});
