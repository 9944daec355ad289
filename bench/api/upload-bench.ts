// Uploads a 50 MB WAV to POST /v1_rsm/uploads/audio on localhost and reports the time and the API's RSS before,
// during (peak) and after. Run from bench/: `tsx api/upload-bench.ts [megabytes]` after the API tests have run once.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { text } from 'node:stream/consumers';
import { demoAuthHeaders } from './demo-sign-in';
import { startUploadBenchApi } from './upload-bench-api';
import { wavHeader } from './wav-header';

const megabytes = Number(process.argv[2] ?? 50);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A 16-bit stereo 44.1 kHz WAV of about `megabytes`, written in 1 MB blocks of noise. */
async function writeWav(path: string): Promise<number> {
  const dataBytes = megabytes * 1024 * 1024;
  const out = createWriteStream(path);
  out.write(wavHeader(dataBytes));
  const block = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < block.length; i += 2) block.writeInt16LE(Math.round((Math.random() - 0.5) * 20_000), i);
  for (let written = 0; written < dataBytes; written += block.length)
    if (!out.write(block)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
  return (await stat(path)).size;
}

const dir = await mkdtemp(join(tmpdir(), 'upload-bench-'));
const wavPath = join(dir, 'bench.wav');
const size = await writeWav(wavPath);

const samples: { rss: number; at: number }[] = [];
let lastRss = 0;
const { server, base } = await startUploadBenchApi((message) => {
  lastRss = message.rss;
  if (message.type === 'rss') samples.push({ rss: message.rss, at: message.at! });
});

const auth = await demoAuthHeaders(base, 'composer@demo.test');
await new Promise((resolve) => setTimeout(resolve, 1000));
const before = lastRss;

const boundary = '----upload-bench';
const head = Buffer.from(
  `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
);
const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
const started = Date.now();
const response = await new Promise<{ status: number; body: string }>((resolve, reject) => {
  const req = request(`${base}/v1_rsm/uploads/audio`, {
    method: 'POST',
    headers: {
      ...auth,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + size + tail.length),
    },
  });
  req.on('response', (res: IncomingMessage) => {
    text(res).then((body) => resolve({ status: res.statusCode ?? 0, body }), reject);
  });
  req.on('error', reject);
  req.write(head);
  const file = createReadStream(wavPath);
  file.on('end', () => req.end(tail));
  file.pipe(req, { end: false });
});
const finished = Date.now();
await new Promise((resolve) => setTimeout(resolve, 1500));
const after = lastRss;
const during = samples.filter((sample) => sample.at >= started && sample.at <= finished + 100);
const peak = Math.max(before, ...during.map((sample) => sample.rss));

const upload = (
  JSON.parse(response.body) as { upload?: { id: string; size: number; peaks: number[] | null } }
).upload;
console.log(
  `upload of ${mb(size)} WAV: HTTP ${response.status} in ${((finished - started) / 1000).toFixed(2)} s`,
);
console.log(`stored ${upload ? mb(upload.size) : '-'}, peaks: ${upload?.peaks?.length ?? 0}`);
console.log(
  `API RSS before ${mb(before)}, peak during ${mb(peak)} (+${mb(peak - before)}), after ${mb(after)}`,
);

server.send({ type: 'stop' });
await once(server, 'exit');
if (upload)
  await rm(join(new URL('../../api/.data-test/media/uploads', import.meta.url).pathname, upload.id), {
    force: true,
  });
await rm(dir, { recursive: true, force: true });
