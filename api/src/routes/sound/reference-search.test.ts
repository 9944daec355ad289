import { encodeWav } from '@rsm/sound/encode';
import { buildTestApp, setUpTestApp, signedInAs, signIn } from '../../../test/helper';
import type { ReferenceSearchOptions } from './reference-search';

const BOUNDARY = 'reference-test-boundary';
function multipart(bytes: Uint8Array) {
  const text = new TextEncoder();
  const head = text.encode(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="reference.wav"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = text.encode(`\r\n--${BOUNDARY}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

/** Two minutes of a chord with a pulse at 44.1 kHz: seconds of analysis, long enough to overlap other requests. */
function longReference(seconds = 120, rate = 44_100): Uint8Array {
  const samples = new Int16Array(seconds * rate);
  for (let i = 0; i < samples.length; i++) {
    const t = i / rate;
    const pulse = Math.exp(-8 * ((t * 2) % 1));
    samples[i] = Math.round(
      6000 * (Math.sin(2 * Math.PI * 220 * t) + Math.sin(2 * Math.PI * 277.2 * t)) * (0.4 + pulse),
    );
  }
  return encodeWav(samples, rate);
}

/** The 58-byte AIFF whose COMM chunk declares 10 million frames of 16 bits (8 s of API CPU and 548 MB before). */
function craftedAiff(): Uint8Array {
  const bytes = new Uint8Array(58);
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, text: string) => [...text].forEach((c, i) => (bytes[at + i] = c.charCodeAt(0)));
  ascii(0, 'FORM');
  view.setUint32(4, 50);
  ascii(8, 'AIFF');
  ascii(12, 'COMM');
  view.setUint32(16, 18);
  view.setUint16(20, 1);
  view.setUint32(22, 10_000_000);
  view.setUint16(26, 16);
  view.setUint16(28, 16383 + 12); // 8000 Hz as an 80-bit float: 2^12 × 1.953125
  view.setUint32(30, 0xfa000000);
  ascii(38, 'SSND');
  view.setUint32(42, 12);
  return bytes;
}

/** A valid WAV header whose bits-per-sample field says `bits`. */
function wavWithBits(bits: number): Uint8Array {
  const bytes = encodeWav(new Int16Array(16_000), 8000);
  new DataView(bytes.buffer, bytes.byteOffset).setUint16(34, bits, true);
  return bytes;
}

const options = (
  overrides: Partial<ReferenceSearchOptions['pool']> = {},
  perAccount = 100,
  perAddress = 100,
) => ({
  pool: { threads: 1, queue: 0, memoryMb: 256, timeoutMs: 120_000, ...overrides },
  limits: { perAccountPerMinute: perAccount, perAddressPerMinute: perAddress },
});

describe('searching by a reference file', () => {
  const ctx = setUpTestApp({ referenceSearch: options() });
  const customer = signedInAs(ctx, 'customer@demo.test');
  const search = (bytes: Uint8Array, headers: Record<string, string> = customer) => {
    const body = multipart(bytes);
    return ctx.app.inject({
      method: 'POST',
      url: '/v2/tracks/search_by_audio',
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };

  it('asks visitors to sign in (401) before reading their file', async () => {
    const response = await search(longReference(2), {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errors: [expect.stringMatching(/sign in/)] });
  });

  it('refuses headers that lie about their sizes or sample widths with 415 and says why', async () => {
    const aiff = await search(craftedAiff());
    expect(aiff.statusCode).toBe(415);
    expect(aiff.json().message).toBe(
      'The file is cut short: its COMM chunk declares 20000000 bytes but the file holds 4.',
    );
    for (const bits of [0, 12]) {
      const wav = await search(wavWithBits(bits));
      expect(wav.statusCode).toBe(415);
      expect(wav.json().message).toMatch(new RegExp(`^${bits} bits per sample cannot be read`));
    }
    const lying = longReference(2, 8000);
    new DataView(lying.buffer, lying.byteOffset).setUint32(40, 50 * 1024 * 1024, true);
    expect((await search(lying)).json().message).toMatch(/"data" chunk declares 52428800 bytes/);
  });

  it('keeps answering other requests while an analysis runs, and refuses more than the pool holds with 503', async () => {
    let done = false;
    const running = search(longReference()).then((response) => ((done = true), response));
    let answeredMeanwhile = 0;
    let busy: Awaited<ReturnType<typeof search>> | undefined;
    while (!done) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      const health = await ctx.app.inject({ method: 'GET', url: '/health' });
      expect(health.statusCode).toBe(200);
      if (!done) answeredMeanwhile += 1;
      // One thread, no queue: a second file while the first is analysed is refused, not queued.
      if (answeredMeanwhile === 3) busy = await search(longReference(3));
    }
    expect(answeredMeanwhile).toBeGreaterThanOrEqual(3);
    const response = await running;
    expect(response.statusCode).toBe(200);
    expect(response.json().reference).toEqual({
      detected_bpm: expect.any(Number),
      bpm_confidence: expect.any(Number),
      detected_key: expect.stringMatching(/^[A-G][b#]? (major|minor)$/),
      key_confidence: expect.any(Number),
      loudness_lufs: expect.any(Number),
    });
    expect(busy?.statusCode).toBe(503);
    expect(Number(busy?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(busy?.json().message).toMatch(/try again in a few seconds/);
  }, 120_000);
});

describe('limits of searching by a reference file', () => {
  it('refuses an analysis past its time (413), then counts searches per account and per address (429)', async () => {
    const ctx = await buildTestApp({ rateLimit: true, referenceSearch: options({ timeoutMs: 1 }, 2, 4) });
    try {
      const post = async (email: string, bytes: Uint8Array) => {
        const body = multipart(bytes);
        const headers = { ...body.headers, ...(await signIn(ctx.app, email)) };
        return ctx.app.inject({
          method: 'POST',
          url: '/v2/tracks/search_by_audio',
          payload: body.payload,
          headers,
        });
      };
      const slow = await post('staff@demo.test', longReference(5));
      expect(slow.statusCode).toBe(413);
      expect(slow.json().message).toBe('The file took too long to analyse: send a shorter excerpt.');
      expect((await post('customer@demo.test', craftedAiff())).statusCode).toBe(415);
      expect((await post('customer@demo.test', craftedAiff())).statusCode).toBe(415);
      // The account's third search in the minute.
      const account = await post('customer@demo.test', craftedAiff());
      expect(account.statusCode).toBe(429);
      expect(Number(account.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(account.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(account.json().message).toBe('Too many searches by sound in a minute: try again shortly.');
      // Another account's first search, but the address's fifth.
      expect((await post('composer@demo.test', craftedAiff())).statusCode).toBe(429);
    } finally {
      await ctx.close();
    }
  }, 120_000);
});
