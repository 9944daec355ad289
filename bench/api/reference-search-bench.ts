// Searches by reference file must never stall the API. Starts the real app in its own process (as upload-bench does:
// a copy of the seeded test database, run the API tests once first), then per run: four searches with 50 MB WAV
// files at once while /health and /v1/genres are polled one after the other, reporting the polls' p50/p99/max
// (budget: p99 <= 100 ms), the API's peak RSS (budget: under 1.5 GB, analysis threads included) and what each search
// answered; and how fast a crafted 58-byte header is refused (budget: <= 100 ms). Medians over the runs, with the
// load average beside them: on a shared machine compare at equal load.
//   tsx api/reference-search-bench.ts [--runs 3] [--megabytes 50] [--searches 4]
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { percentile } from './scenarios';
import { demoAuthHeaders } from './demo-sign-in';
import { uploadFile, type FileOnDisk } from './multipart-upload';
import { startUploadBenchApi } from './upload-bench-api';
import { wavHeader } from './wav-header';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    megabytes: { type: 'string', default: '50' },
    searches: { type: 'string', default: '4' },
  },
});
const runs = Number(values.runs);
const megabytes = Number(values.megabytes);
const searches = Number(values.searches);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const median = (list: number[]) => percentile(list, 50);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** A 16-bit stereo 44.1 kHz WAV of `megabytes` (5 minutes for 50 MB, the largest upload): a chord under noise. */
async function writeWav(path: string): Promise<number> {
  const dataBytes = megabytes * 1024 * 1024 - 44;
  const out = createWriteStream(path);
  out.write(wavHeader(dataBytes));
  const block = Buffer.alloc(1024 * 1024);
  let frame = 0;
  for (let written = 0; written < dataBytes; written += block.length) {
    const part = Math.min(block.length, dataBytes - written);
    for (let i = 0; i < block.length; i += 4, frame++) {
      const t = frame / 44_100;
      const pulse = Math.exp(-8 * ((t * 2) % 1));
      const value =
        5000 * (Math.sin(2 * Math.PI * 220 * t) + Math.sin(2 * Math.PI * 330 * t)) * (0.3 + pulse);
      const sample = Math.round(value + (Math.random() - 0.5) * 2000);
      block.writeInt16LE(sample, i);
      block.writeInt16LE(sample, i + 2);
    }
    if (!out.write(block.subarray(0, part))) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return (await stat(path)).size;
}

/** The 58-byte AIFF whose COMM chunk declares 10 million frames. */
function craftedAiff(): Buffer {
  const bytes = Buffer.alloc(58);
  bytes.write('FORM', 0, 'ascii');
  bytes.writeUInt32BE(50, 4);
  bytes.write('AIFFCOMM', 8, 'ascii');
  bytes.writeUInt32BE(18, 16);
  bytes.writeUInt16BE(1, 20);
  bytes.writeUInt32BE(10_000_000, 22);
  bytes.writeUInt16BE(16, 26);
  bytes.writeUInt16BE(16383 + 12, 28);
  bytes.writeUInt32BE(0xfa000000, 30);
  bytes.write('SSND', 38, 'ascii');
  bytes.writeUInt32BE(12, 42);
  return bytes;
}

const dir = await mkdtemp(join(tmpdir(), 'reference-search-bench-'));
const wavPath = join(dir, 'reference.wav');
const size = await writeWav(wavPath);

const rss: { rss: number; at: number }[] = [];
let lag: (value: { p99: number; max: number }) => void = () => undefined;
const { server, base } = await startUploadBenchApi((message) => {
  if (message.type === 'rss') rss.push({ rss: message.rss, at: message.at! });
  if (message.type === 'lag') lag({ p99: message.p99!, max: message.max! });
});
/** The server's own event-loop delay since the last call: what its work blocked, apart from the machine's load. */
const eventLoopLag = () =>
  new Promise<{ p99: number; max: number }>((resolve) => {
    lag = resolve;
    server.send({ type: 'lag' });
  });
const auth = await demoAuthHeaders(base, 'customer@demo.test');

/** One search, the file streamed from disk as a browser sends it; its status and seconds. */
async function search(file: FileOnDisk | Buffer): Promise<{ status: number; ms: number; message: string }> {
  const started = performance.now();
  const answer = await uploadFile(`${base}/v2/tracks/search_by_audio?per=10`, auth, 'reference.wav', file);
  const message =
    answer.status === 200 ? '' : String((JSON.parse(answer.body) as { message?: string }).message);
  return { status: answer.status, ms: performance.now() - started, message };
}

/** Polls /health and /v1/genres one after the other until `stop` resolves; the latency of each answer. */
async function poll(stop: Promise<unknown>): Promise<number[]> {
  let stopped = false;
  void stop.then(() => (stopped = true));
  const times: number[] = [];
  for (let i = 0; !stopped; i++) {
    const started = performance.now();
    const response = await fetch(`${base}${i % 2 ? '/v1/genres' : '/health'}`, {
      headers: { 'accept-language': 'ENRSM' },
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`poll: ${response.status}`);
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return times;
}

console.log(`${searches} searches of ${mb(size)} WAV files at once, ${runs} runs; load before: ${load()}`);
const results: { p50: number; p99: number; max: number; lag: number; peak: number; refusal: number }[] = [];
for (let run = 1; run <= runs; run++) {
  await eventLoopLag();
  const started = Date.now();
  const all = Promise.all(Array.from({ length: searches }, () => search({ path: wavPath, size })));
  const times = await poll(all);
  const answers = await all;
  const loop = await eventLoopLag();
  const peak = Math.max(...rss.filter((sample) => sample.at >= started).map((sample) => sample.rss));
  const refusals: number[] = [];
  for (let i = 0; i < 9; i++) {
    const refused = await search(craftedAiff());
    if (refused.status !== 415) throw new Error(`crafted header: ${refused.status}`);
    refusals.push(refused.ms);
  }
  const result = {
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: Math.max(...times),
    lag: loop.p99,
    peak,
    refusal: median(refusals),
  };
  results.push(result);
  const statuses = answers
    .map((answer) => `${answer.status} in ${(answer.ms / 1000).toFixed(1)} s`)
    .join(', ');
  console.log(
    `run ${run}: ${times.length} polls p50 ${ms(result.p50)} p99 ${ms(result.p99)} max ${ms(result.max)}; ` +
      `API event-loop delay p99 ${ms(loop.p99)} max ${ms(loop.max)}; ` +
      `peak RSS ${mb(peak)}; crafted header refused in ${ms(result.refusal)} (median of 9); searches: ${statuses}; load ${load()}`,
  );
  for (const answer of answers)
    if (answer.status !== 200) console.log(`  ${answer.status}: ${answer.message}`);
}
const pick = (key: keyof (typeof results)[number]) => median(results.map((result) => result[key]));
console.log(
  `median of ${runs} runs: polls p99 ${ms(pick('p99'))} (budget 100 ms), p50 ${ms(pick('p50'))}, ` +
    `API event-loop delay p99 ${ms(pick('lag'))}, ` +
    `peak RSS ${mb(pick('peak'))} (budget 1536 MB), crafted header refused in ${ms(pick('refusal'))} ` +
    `(budget 100 ms); load ${load()}`,
);

server.send({ type: 'stop' });
await once(server, 'exit');
await rm(dir, { recursive: true, force: true });
