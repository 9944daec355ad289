// Uploads a 50 MB WAV to POST /v1_rsm/uploads/audio on localhost and reports the time and the API's RSS before,
// during (peak) and after. Run from bench/: `tsx api/upload-bench.ts [megabytes]` after the API tests have run once.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { demoAuthHeaders } from './demo-sign-in';
import { uploadFile } from './multipart-upload';
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

const started = Date.now();
const response = await uploadFile(`${base}/v1_rsm/uploads/audio`, auth, 'bench.wav', { path: wavPath, size });
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
