/**
 * The peer: Essentia 2.1 (essentia.js, WebAssembly) on each recording — two tempo estimators (RhythmExtractor2013
 * multifeature, PercivalBpmEstimator), KeyExtractor with three profiles — plus ffmpeg's ebur128 loudness. Results
 * are cached on disk under `api/.bench/` (outside git) so a rerun only analyses what is new.
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Essentia as EssentiaType } from 'essentia.js';
import { CACHE_DIR, ffmpegLoudness, monoOf, type Recording } from './recordings';
import { join } from 'node:path';

const KEY_PROFILES = ['edma', 'bgate', 'temperley'] as const;
/** Samples of the middle of a recording the tempo estimators read (see `run.ts`). */
const TEMPO_WINDOW = 60 * 44_100;

export interface PeerResult {
  seconds: number;
  multifeatureBpm: number;
  multifeatureConfidence: number;
  percivalBpm: number;
  /** "A minor" per profile. */
  keys: Record<(typeof KEY_PROFILES)[number], string>;
  ffmpegLufs: number;
  /** CPU seconds of Essentia's tempo (on the middle minute) and key (on the whole). */
  cpuSeconds: number;
}

let essentia: EssentiaType | null = null;
function load(): EssentiaType {
  if (!essentia) {
    // CommonJS with a WebAssembly module inside: loaded by require, once.
    const { Essentia, EssentiaWASM } = createRequire(import.meta.url)(
      'essentia.js',
    ) as typeof import('essentia.js');
    essentia = new Essentia(EssentiaWASM);
  }
  return essentia;
}

const cpuSince = (before: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1e6;
};

/** The flats Essentia names sharps and the product names flats: one spelling, the product's. */
const SPELLING: Record<string, string> = { 'A#': 'Bb', 'D#': 'Eb', 'G#': 'Ab', Db: 'C#', Gb: 'F#' };

function analyse(recording: Recording): PeerResult {
  const samples = monoOf(recording.path);
  const e = load();
  const before = process.cpuUsage();
  const vector = e.arrayToVector(samples);
  const middle = samples.length / 2;
  const minute = e.arrayToVector(
    samples.subarray(
      Math.max(0, middle - TEMPO_WINDOW / 2),
      Math.min(samples.length, middle + TEMPO_WINDOW / 2),
    ),
  );
  const rhythm = e.RhythmExtractor2013(minute, 208, 'multifeature', 40);
  const percival = e.PercivalBpmEstimator(minute);
  const keys = Object.fromEntries(
    KEY_PROFILES.map((profile) => {
      const found = e.KeyExtractor(vector, true, 4096, 4096, 12, 3500, 60, 25, 0.2, profile);
      return [profile, `${SPELLING[found.key] ?? found.key} ${found.scale}`];
    }),
  ) as PeerResult['keys'];
  const cpuSeconds = cpuSince(before);
  rhythm.ticks.delete();
  vector.delete();
  minute.delete();
  return {
    seconds: samples.length / 44_100,
    multifeatureBpm: rhythm.bpm,
    multifeatureConfidence: rhythm.confidence,
    percivalBpm: percival.bpm,
    keys,
    ffmpegLufs: ffmpegLoudness(recording.path),
    cpuSeconds,
  };
}

/** The peer's result for a recording, from the cache when the file has not changed. */
export function peerResult(recording: Recording): PeerResult {
  mkdirSync(CACHE_DIR, { recursive: true });
  const stamp = `${statSync(recording.path).size} middle minute`;
  const file = join(CACHE_DIR, `${recording.id.replace('/', '__')}.peer.json`);
  try {
    const cached = JSON.parse(readFileSync(file, 'utf8')) as { stamp: string; result: PeerResult };
    if (cached.stamp === stamp) return cached.result;
  } catch {
    // not cached yet
  }
  const result = analyse(recording);
  writeFileSync(file, JSON.stringify({ stamp, result }));
  return result;
}

/** Tempo truth: where the two estimators agree within 4 % (the multifeature reading), else null. */
export function tempoConsensus(peer: PeerResult): number | null {
  const { multifeatureBpm: a, percivalBpm: b } = peer;
  return Math.abs(a - b) <= 0.04 * a ? a : null;
}

/** Key truth: where all three profiles name the same key, else null. */
export function keyConsensus(peer: PeerResult): string | null {
  const [first, ...rest] = Object.values(peer.keys);
  return rest.every((key) => key === first) ? first! : null;
}
