/**
 * The product's analysis on real recordings, beside Essentia's (essentia.js) as the peer: tempo, key, loudness,
 * similarity by soundtrack, 30-second excerpts finding their own track, and CPU per minute of audio.
 *
 *   pnpm --filter @rsm/bench exec tsx api/real-recordings/run.ts [--limit 0] [--excerpt-seconds 30] [--peer-only [--shard 0/2]]
 *
 * It installs Debian's `wesnoth-1.16-music` and `nexuiz-music` and ffmpeg with apt when they are missing (as root),
 * decodes each recording with ffmpeg into memory and hands the product the WAV (or MP3) bytes a customer would upload.
 * Ground truth is where the peer's estimators agree: tempo where RhythmExtractor2013 (multifeature) and
 * PercivalBpmEstimator are within 4 % of each other, key where KeyExtractor's edma, bgate and temperley profiles name
 * the same key. The tempo estimators read the middle minute of each recording (multifeature costs about 10 s of CPU
 * per minute of audio; game music keeps its tempo), the key profiles and ffmpeg the whole. The peer's results are cached under `api/.bench/real-recordings/` (outside git); the first run costs
 * about 5 s of CPU per minute of audio for them. The product's readings are written there too (`product.json`) for
 * `tune-weights.ts`.
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SOUND_CONFIDENCE } from '@rsm/shared/schemas';
import { analyseAudio, type AudioAnalysis } from '@rsm/sound';
import { SoundIndex } from '@rsm/sound';
import {
  keyScore,
  mean,
  median,
  percent,
  precisionAt,
  TEMPO_RANGES,
  tempoVerdict,
  type TempoVerdict,
} from './metrics';
import { keyConsensus, peerResult, tempoConsensus, type PeerResult } from './peer';
import {
  CACHE_DIR,
  durationOf,
  ensureInstalled,
  listRecordings,
  mp3Of,
  wavOf,
  type Recording,
} from './recordings';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    limit: { type: 'string', default: '0' },
    'excerpt-seconds': { type: 'string', default: '30' },
    'peer-only': { type: 'boolean', default: false },
    /** With --peer-only, `i/n`: this process fills the cache for every n-th recording from the i-th (0-based). */
    shard: { type: 'string', default: '0/1' },
  },
});
const EXCERPT = Number(values['excerpt-seconds']);
const keyClear = (analysis: AudioAnalysis) => analysis.keyConfidence >= SOUND_CONFIDENCE.key;
const steady = (analysis: AudioAnalysis) => analysis.bpmConfidence >= SOUND_CONFIDENCE.bpm;

interface Measured {
  recording: Recording;
  peer: PeerResult;
  ours: AudioAnalysis;
  cpuSeconds: number;
  excerpts: { format: 'wav' | 'mp3'; analysis: AudioAnalysis }[];
}

const cpuOf = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const before = process.cpuUsage();
  const result = await work();
  const used = process.cpuUsage(before);
  return [result, (used.user + used.system) / 1e6];
};

async function measure(recording: Recording): Promise<Measured> {
  const peer = peerResult(recording);
  const bytes = wavOf(recording.path);
  const [ours, cpuSeconds] = await cpuOf(() => analyseAudio(bytes));
  const excerpts: Measured['excerpts'] = [];
  const seconds = durationOf(recording.path);
  if (seconds >= EXCERPT + 10) {
    // From 40 % of the way in: past an intro, the same place every run.
    const start = Math.round(seconds * 0.4 * 10) / 10;
    const from = Math.min(start, seconds - EXCERPT - 1);
    excerpts.push({ format: 'wav', analysis: await analyseAudio(wavOf(recording.path, from, EXCERPT)) });
    excerpts.push({ format: 'mp3', analysis: await analyseAudio(mp3Of(recording.path, from, EXCERPT)) });
  }
  return { recording, peer, ours, cpuSeconds, excerpts };
}

function tempoReport(measured: Measured[]): string[] {
  const agreed = measured.flatMap((m) => {
    const truth = tempoConsensus(m.peer);
    return truth === null ? [] : [{ m, truth, verdict: tempoVerdict(m.ours.bpm, truth) }];
  });
  const hit = (verdict: TempoVerdict, within4 = true) =>
    verdict === 'within 2 %' || (within4 && verdict === 'within 4 %');
  const count = (verdict: TempoVerdict) => agreed.filter((a) => a.verdict === verdict).length;
  const shownRight = agreed.filter((a) => steady(a.m.ours) && hit(a.verdict)).length;
  const lines = [
    `TEMPO — peer consensus (multifeature and Percival within 4 %) on ${percent(agreed.length, measured.length)} of recordings (the peer: 100 % by definition)`,
    `  product reading within ±2 %: ${percent(agreed.filter((a) => hit(a.verdict, false)).length, agreed.length)}; ` +
      `±4 %: ${percent(agreed.filter((a) => hit(a.verdict)).length, agreed.length)}; ` +
      `octave errors ${count('octave')}, other metrical level ${count('other metrical level')}, ` +
      `wrong ${count('wrong')}, none ${count('no pulse')}`,
    `  shown as a figure and within ±4 % (a "No steady pulse" counts as a miss): ${percent(shownRight, agreed.length)}; ` +
      `"No steady pulse" on ${agreed.filter((a) => !steady(a.m.ours)).length} of them`,
  ];
  for (const [name, low, high] of TEMPO_RANGES) {
    const inRange = agreed.filter((a) => a.truth >= low && a.truth < high);
    lines.push(
      `  ${name.padEnd(8)} BPM: product ±4 % ${percent(inRange.filter((a) => hit(a.verdict)).length, inRange.length)}`,
    );
  }
  const confident = agreed.filter((a) => steady(a.m.ours));
  const unsure = measured.filter((m) => !steady(m.ours));
  lines.push(
    `  where the product reads a steady pulse: ±4 % ${percent(confident.filter((a) => hit(a.verdict)).length, confident.length)}`,
    `  all recordings, product vs multifeature ±4 %: ${percent(
      measured.filter((m) => hit(tempoVerdict(m.ours.bpm, m.peer.multifeatureBpm))).length,
      measured.length,
    )}; peer Percival vs multifeature: ${percent(measured.filter((m) => tempoConsensus(m.peer) !== null).length, measured.length)}`,
    `  "No steady pulse": ${unsure.length} recordings, of which ${
      unsure.filter((m) => tempoConsensus(m.peer) === null).length
    } where the peer's estimators disagree too`,
  );
  const misses = agreed
    .filter((a) => !hit(a.verdict))
    .map(
      (a) =>
        `${a.m.recording.id} ${a.truth.toFixed(1)}→${a.m.ours.bpm ?? '–'} (conf ${a.m.ours.bpmConfidence.toFixed(2)})`,
    );
  if (misses.length) lines.push(`  misses: ${misses.join('; ')}`);
  return lines;
}

function keyReport(measured: Measured[]): string[] {
  const agreed = measured.flatMap((m) => {
    const truth = keyConsensus(m.peer);
    return truth === null ? [] : [{ m, truth, score: keyScore(m.ours.key, truth) }];
  });
  const profiles = ['edma', 'bgate', 'temperley'] as const;
  const lines = [
    `KEY — peer consensus (edma, bgate, temperley agree) on ${percent(agreed.length, measured.length)} of recordings`,
    `  product exact: ${percent(agreed.filter((a) => a.score === 1).length, agreed.length)}, MIREX ${mean(
      agreed.map((a) => a.score),
    ).toFixed(3)}; where the product's key is clear: exact ${percent(
      agreed.filter((a) => a.score === 1 && keyClear(a.m.ours)).length,
      agreed.filter((a) => keyClear(a.m.ours)).length,
    )}`,
    `  all recordings, product MIREX vs each profile: ${profiles
      .map((p) => `${p} ${mean(measured.map((m) => keyScore(m.ours.key, m.peer.keys[p]))).toFixed(3)}`)
      .join(', ')}; peer edma vs temperley ${mean(
      measured.map((m) => keyScore(m.peer.keys.edma, m.peer.keys.temperley)),
    ).toFixed(3)}`,
    `  "key unclear": ${measured.filter((m) => !keyClear(m.ours)).length} recordings`,
  ];
  const misses = agreed
    .filter((a) => a.score !== 1)
    .map((a) => `${a.m.recording.id} ${a.truth}→${a.m.ours.key}`);
  if (misses.length) lines.push(`  misses: ${misses.join('; ')}`);
  return lines;
}

function similarityReport(measured: Measured[]): string[] {
  const labels = measured.map((m) => m.recording.soundtrack);
  const entries = measured.map((m, id) => ({ id, group: id, features: m.ours.features }));
  const product = new SoundIndex(entries);
  const plain = new SoundIndex(entries, { plain: true });
  const ranked = (index: SoundIndex) => (i: number) =>
    index.nearest(measured[i]!.ours.features, measured.length, i).map((hit) => hit.id);
  const lines = ['SIMILARITY — relevant = same soundtrack'];
  for (const k of [5, 10]) {
    const ours = precisionAt(labels, ranked(product), k);
    const baseline = precisionAt(labels, ranked(plain), k);
    lines.push(
      `  precision@${k}: product ${ours.precision.toFixed(3)}; plain z-scored cosine ${baseline.precision.toFixed(3)}; random ${ours.random.toFixed(3)}`,
    );
  }
  for (const format of ['wav', 'mp3'] as const) {
    const ranks = measured.flatMap((m, i) => {
      const excerpt = m.excerpts.find((e) => e.format === format);
      if (!excerpt) return [];
      const hits = product.nearest(excerpt.analysis.features, measured.length);
      const bpmDiffers =
        excerpt.analysis.bpm !== null &&
        m.ours.bpm !== null &&
        Math.abs(excerpt.analysis.bpm / m.ours.bpm - 1) > 0.04;
      return [{ rank: hits.findIndex((hit) => hit.id === i), bpmDiffers, id: m.recording.id }];
    });
    const differ = ranks.filter((r) => r.bpmDiffers);
    lines.push(
      `  ${EXCERPT} s ${format} excerpt → own track first ${percent(ranks.filter((r) => r.rank === 0).length, ranks.length)}, ` +
        `top 10 ${percent(ranks.filter((r) => r.rank >= 0 && r.rank < 10).length, ranks.length)}; ` +
        `where the excerpt's tempo reads differently: first ${differ.filter((r) => r.rank === 0).length}/${differ.length}`,
    );
    const lost = ranks.filter((r) => r.rank !== 0).map((r) => `${r.id} #${r.rank + 1}`);
    if (lost.length) lines.push(`    not first: ${lost.join(', ')}`);
  }
  return lines;
}

function loudnessAndCpu(measured: Measured[]): string[] {
  const gaps = measured.map((m) => Math.abs((m.ours.loudnessLufs ?? -70) - m.peer.ffmpegLufs));
  const minutes = measured.reduce((sum, m) => sum + m.peer.seconds / 60, 0);
  const perMinute = measured.map((m) => m.cpuSeconds / (m.peer.seconds / 60));
  const peerPerMinute = measured.map((m) => m.peer.cpuSeconds / (m.peer.seconds / 60));
  return [
    `LOUDNESS vs ffmpeg ebur128: within 0.5 LU ${percent(gaps.filter((g) => g <= 0.5).length, gaps.length)}, largest gap ${Math.max(...gaps).toFixed(2)} LU`,
    `CPU per minute of audio (${minutes.toFixed(0)} min): product median ${median(perMinute).toFixed(2)} s, total ${(
      measured.reduce((s, m) => s + m.cpuSeconds, 0) / minutes
    ).toFixed(
      2,
    )} s/min (WAV decoding included); peer (two tempo estimators + three key profiles) median ${median(
      peerPerMinute,
    ).toFixed(2)} s`,
  ];
}

async function main(): Promise<void> {
  ensureInstalled();
  let recordings = listRecordings();
  if (Number(values.limit) > 0) recordings = recordings.slice(0, Number(values.limit));
  if (values['peer-only']) {
    const [shard, shards] = values.shard!.split('/').map(Number) as [number, number];
    for (const [i, recording] of recordings.entries()) {
      if (i % shards !== shard) continue;
      peerResult(recording);
      console.error(`peer ${i + 1}/${recordings.length} ${recording.id}`);
    }
    return;
  }
  const measured: Measured[] = [];
  for (const [i, recording] of recordings.entries()) {
    measured.push(await measure(recording));
    if (process.stderr.isTTY) process.stderr.write(`\r${i + 1}/${recordings.length} ${recording.id}        `);
  }
  writeFileSync(
    join(CACHE_DIR, 'product.json'),
    JSON.stringify(
      measured.map((m) => ({
        id: m.recording.id,
        soundtrack: m.recording.soundtrack,
        features: m.ours.features,
        excerpts: m.excerpts.map((e) => ({ format: e.format, features: e.analysis.features })),
      })),
    ),
  );
  const soundtracks = [...new Set(recordings.map((r) => r.soundtrack))]
    .map((name) => `${name} ${recordings.filter((r) => r.soundtrack === name).length}`)
    .join(', ');
  const lines = [
    `recordings: ${measured.length} (${soundtracks}), ${cpus().length} cores, load ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
    ...tempoReport(measured),
    ...keyReport(measured),
    ...similarityReport(measured),
    ...loudnessAndCpu(measured),
  ];
  console.log(`\n${lines.join('\n')}`);
}

await main();
