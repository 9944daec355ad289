import { join } from 'node:path';
import { buildApp } from '../../app';
import { audioJobRepository } from '../../analysis/audio-job-repository';
import { createAudioWorker } from '../../analysis/audio-worker';
import { synthesise } from '@rsm/demo/audio/synth';
import { encodeWav } from '@rsm/sound/encode';
import { buildTestApp, PUBLIC_URL, signIn, TEST_DATA_DIR, type TestContext } from '../../../test/helper';
import { multipartBody, sineWav } from './test-support';

const MEDIA = join(TEST_DATA_DIR, 'media');

/** Twelve seconds of a pop piece at 120 BPM in A major: what a composer's demo take might be. */
const take = () =>
  encodeWav(
    synthesise({ bpm: 120, seconds: 12, key: 9, mode: 'major', style: 'pop', seed: 31, sampleRate: 22_050 }),
    22_050,
  );

describe('analysis of composer uploads', () => {
  let ctx: TestContext;
  let composer: Record<string, string>;
  beforeAll(async () => {
    ctx = await buildTestApp();
    composer = await signIn(ctx.app, 'composer@demo.test');
  });
  afterAll(() => ctx.close());

  const upload = async (content: Uint8Array, filename = 'take.wav') => {
    const body = multipartBody([{ name: 'file', filename, content, type: 'audio/wav' }]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1_rsm/uploads/audio',
      headers: { ...composer, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(201);
    return response.json().upload as { id: string };
  };
  const getUpload = (id: string, headers = composer, app = ctx.app) =>
    app.inject({ method: 'GET', url: `/v1_rsm/uploads/${id}`, headers });
  const runWorker = async () => {
    const worker = createAudioWorker({
      jobs: audioJobRepository(ctx.db.pool),
      mediaDir: MEDIA,
      batchSize: 20,
    });
    while ((await worker.runDue()) > 0);
  };

  it('queues every upload as an analyse job and shows tempo, key and loudness once the worker ran', async () => {
    const { id } = await upload(take());
    const { rows } = await ctx.db.pool.query<{ kind: string; done_at: Date | null }>(
      `SELECT j.kind, j.done_at FROM audio_jobs j JOIN uploads u ON u.path = j.path WHERE u.id = $1`,
      [id],
    );
    expect(rows).toEqual([{ kind: 'analyse', done_at: null }]);
    const before = await getUpload(id);
    expect(before.statusCode).toBe(200);
    expect(before.json().upload).toMatchObject({
      id,
      filename: 'take.wav',
      format: 'wav',
      analysis: { status: 'pending', detected_bpm: null, detected_key: null, loudness_lufs: null },
    });

    await runWorker();
    const after = (await getUpload(id)).json().upload;
    expect(after.analysis.status).toBe('done');
    expect(Math.abs(after.analysis.detected_bpm - 120)).toBeLessThanOrEqual(2.4);
    expect(after.analysis.detected_key).toBe('A major');
    expect(after.analysis.loudness_lufs).toBeLessThan(-5);
    expect(after.analysis.loudness_lufs).toBeGreaterThan(-40);
  }, 120_000);

  it('keeps a queued analysis across a restart, and a job whose worker died is picked up again', async () => {
    const { id } = await upload(take(), 'restart.wav');
    // A worker claims the job (its lease moves run_after ahead), then the server stops before it finishes.
    const claimed = await audioJobRepository(ctx.db.pool).claimDue(20, 900);
    expect(claimed.map((job) => job.kind)).toContain('analyse');
    await ctx.app.close();
    await ctx.db.pool.query(
      `UPDATE audio_jobs SET run_after = now() - interval '1 second' WHERE done_at IS NULL`,
    );

    ctx.app = await buildApp({
      db: ctx.db.pool,
      mediaDir: MEDIA,
      publicUrl: PUBLIC_URL,
      logLevel: 'silent',
      rateLimit: false,
    });
    composer = await signIn(ctx.app, 'composer@demo.test');
    expect((await getUpload(id)).json().upload.analysis.status).toBe('pending');
    await runWorker();
    const { analysis } = (await getUpload(id)).json().upload;
    expect(analysis).toMatchObject({ status: 'done', detected_key: 'A major' });
  }, 120_000);

  it('marks a file the decoders cannot read as failed at once, without retries', async () => {
    // Half a second of audio passes the upload's checks but is too short to analyse.
    const { id } = await upload(sineWav(0.5), 'short.wav');
    await runWorker();
    expect((await getUpload(id)).json().upload.analysis).toEqual({
      status: 'failed',
      detected_bpm: null,
      detected_key: null,
      loudness_lufs: null,
    });
  }, 60_000);

  it("answers 404 for another composer's upload and for an unknown id, 401 without a session", async () => {
    const { id } = await upload(take(), 'mine.wav');
    await ctx.db.pool.query(
      `INSERT INTO customers (email, password_hash, first_name, is_composer, confirmed_at)
       SELECT 'rival@demo.test', password_hash, 'Rival', true, now() FROM customers WHERE email = 'composer@demo.test'`,
    );
    const rival = await signIn(ctx.app, 'rival@demo.test');
    expect((await getUpload(id, rival)).statusCode).toBe(404);
    expect((await getUpload(id)).statusCode).toBe(200);
    expect((await getUpload('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await getUpload(id, {})).statusCode).toBe(401);
  });
});
