import { join } from 'node:path';
import { trackResponseSchema } from '@rsm/shared/schemas';
import { audioJobRepository } from '../../analysis/audio-job-repository';
import { createAudioWorker } from '../../analysis/audio-worker';
import { synthesise } from '@rsm/demo/audio/synth';
import { encodeWav } from '@rsm/sound/encode';
import { THEMES } from '@rsm/demo/themes';
import { getInLanguage, setUpTestApp, signedInAs, TEST_DATA_DIR } from '../../../test/helper';
import { similarTracksResponse } from './schemas';

const BOUNDARY = 'sound-test-boundary';
function multipart(bytes: Uint8Array, filename = 'reference.wav') {
  const text = new TextEncoder();
  const head = text.encode(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = text.encode(`\r\n--${BOUNDARY}--\r\n`);
  const body = new Uint8Array(head.length + bytes.length + tail.length);
  body.set(head);
  body.set(bytes, head.length);
  body.set(tail, head.length + bytes.length);
  return {
    payload: Buffer.from(body.buffer, body.byteOffset, body.byteLength),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

/** A piece of the first theme (pop) that is not in the catalogue: same style, another key, melody and length. */
const reference = () => {
  const theme = THEMES[0]!;
  const samples = synthesise({
    bpm: 118,
    seconds: 20,
    key: 9,
    mode: theme.mode,
    style: theme.style,
    instruments: theme.instruments,
    seed: 777,
    sampleRate: 22_050,
  });
  return encodeWav(samples, 22_050);
};

describe('finding music by sound', () => {
  const ctx = setUpTestApp();
  const customer = signedInAs(ctx, 'customer@demo.test');
  const get = getInLanguage(ctx);
  const similar = (id: number, query = '') => get(`/v2/tracks/${id}/similar${query}`);

  it('answers 409 for a track not analysed yet, 404 for an unknown one and 422 for a bad per', async () => {
    expect((await similar(1)).statusCode).toBe(409);
    expect((await similar(1)).json()).toMatchObject({
      message: expect.stringMatching(/not been analysed yet/),
    });
    expect((await similar(999_999)).statusCode).toBe(404);
    expect((await similar(1, '?per=0')).statusCode).toBe(422);
  });

  it('analyses every seeded file from the durable queue and shows tempo, key and loudness on the track', async () => {
    const jobs = audioJobRepository(ctx.app.db);
    const worker = createAudioWorker({ jobs, mediaDir: join(TEST_DATA_DIR, 'media'), batchSize: 20 });
    while ((await worker.runDue()) > 0);
    const { rows } = await ctx.app.db.query<{ open: number; done: number }>(
      `SELECT count(*) FILTER (WHERE done_at IS NULL)::int AS open, count(*) FILTER (WHERE done_at IS NOT NULL)::int AS done
       FROM audio_jobs WHERE kind = 'analyse'`,
    );
    expect(rows[0]).toEqual({ open: 0, done: expect.any(Number) });
    expect(rows[0]!.done).toBeGreaterThanOrEqual(4);
    const { track } = trackResponseSchema.parse((await get('/v1_rsm/tracks/1')).json());
    expect(Math.abs(track.detected_bpm! - track.bpm!)).toBeLessThanOrEqual(track.bpm! * 0.02);
    expect(track.detected_key).toMatch(/^[A-G][b#]? (major|minor)$/);
    expect(track.loudness_lufs).toBeLessThan(-5);
    expect(track.loudness_lufs).toBeGreaterThan(-40);
  }, 120_000);

  it("lists tracks that sound alike, best first, without the track's own versions", async () => {
    // The first album has five main tracks on one piece: the other four sound the same as track 1.
    const response = await similar(1, '?per=4');
    expect(response.statusCode).toBe(200);
    const { tracks } = similarTracksResponse.parse(response.json());
    expect(tracks).toHaveLength(4);
    expect(tracks.every((track) => track.id !== 1 && track.main_track_id !== 1)).toBe(true);
    const scores = tracks.map((track) => track.similarity);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    // Same theme, same sound: the nearest tracks share the first album's genres.
    for (const track of tracks) expect(track.genres.map((genre) => genre.name)).toContain('Pop');
  });

  it('finds the genre of a reference file that is not in the catalogue, and keeps nothing of it', async () => {
    const before = await ctx.app.db.query('SELECT count(*)::int AS n FROM audio_analyses');
    const upload = multipart(reference());
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v2/tracks/search_by_audio?per=3',
      payload: upload.payload,
      headers: { ...upload.headers, ...customer },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      reference: { detected_bpm: number };
      tracks: { genres: { name: string }[] }[];
    };
    expect(Math.abs(body.reference.detected_bpm - 118)).toBeLessThanOrEqual(118 * 0.02);
    expect(body.tracks[0]!.genres.map((genre) => genre.name)).toContain('Pop');
    expect((await ctx.app.db.query('SELECT count(*)::int AS n FROM audio_analyses')).rows).toEqual(
      before.rows,
    );
  });

  it('refuses a file that is not audio (415), a request without a file (400) and a file over 50 MB (413)', async () => {
    const post = (options: { payload: string | Buffer; headers: Record<string, string> }) =>
      ctx.app.inject({
        method: 'POST',
        url: '/v2/tracks/search_by_audio',
        payload: options.payload,
        headers: { ...options.headers, ...customer },
      });
    const text = await post(multipart(new TextEncoder().encode('not audio at all, just words '.repeat(100))));
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ message: expect.any(String) });
    const empty = await post({ payload: '{}', headers: { 'content-type': 'application/json' } });
    expect(empty.statusCode).toBe(400);
    const huge = await post(multipart(new Uint8Array(51 * 1024 * 1024)));
    expect(huge.statusCode).toBe(413);
  });

  it('gives a claimed job back to the queue when its lease runs out (a worker that died)', async () => {
    const jobs = audioJobRepository(ctx.app.db);
    await ctx.app.db.query(`INSERT INTO audio_jobs (kind, path) VALUES ('analyse', 'audio/missing.wav')`);
    const [claimed] = await jobs.claimDue(1, 0);
    expect(claimed).toMatchObject({ path: 'audio/missing.wav', attempts: 0 });
    const [again] = await jobs.claimDue(1, 60);
    expect(again!.id).toBe(claimed!.id);
    expect(await jobs.claimDue(1, 60)).toEqual([]);
  });
});
