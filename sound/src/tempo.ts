/**
 * Tempo, from the onset envelope (onsets.ts). The tempo is chosen from the
 * autocorrelation of that envelope in three steps:
 * 1. a first reading: a tempo's score is the autocorrelation at one to four beats (each multiple counting less),
 *    times a prior one octave wide around 120 BPM;
 * 2. the metrical level: that reading and its 3:2 and 4:3 relatives (a dotted rhythm or a syncopated bass line
 *    repeats every beat and a half, or every three quarters of one) compared by the mean autocorrelation at one to
 *    eight of their beats. A piece repeats its bar and its two bars (4 and 8 beats of 4/4, 6 of 3/4) at whole
 *    multiples of its own beat; a relative 3:2 away lands on half-beats at four of those eight. On the
 *    real-recordings benchmark this read electronic tracks with tresillo or dotted-eighth patterns at the pulse the
 *    peer hears instead of 2/3 or 4/3 of it (the multiples' count was chosen on one soundtrack, checked on the other);
 *    a relative replaces the reading only when it fits 5 % better. The other peaks of the first score within RIVAL of
 *    the best are weighed alike: in orchestral pieces with held notes the four-beat score barely separates the beat
 *    from an unrelated lag, and the bar repetitions over eight beats tell them apart (wesnoth/into_the_shadows,
 *    90 BPM: a first score of 0.009 against 0.010 at 192, a fit over eight beats of 0.043 against 0.013);
 * 3. the octave of that level (it, its double or its half) by the mean autocorrelation at its beats over one
 *    stretch of the envelope (four beats of the slowest), times the prior: compared on a span of its own, the slower
 *    level had bar repetitions the faster one did not reach and won half-time (the span was chosen on neither
 *    soundtrack: two, four and eight beats read both alike).
 * The winning lag is refined on its fourth multiple, where a frame is a quarter of the error. Tuned with
 * `bench/sound-eval.ts` on pieces of a development seed: the energy envelope this replaced read film music with held
 * chords and swung lo-fi drums a fifth off (1.5 × or 2/3 of the tempo); the flux reads the note onsets under them.
 */
import { analyseOnsets, ONSET_HOP } from './onsets';

const MIN_BPM = 40;
const MAX_BPM = 210;
const PRIOR = (bpm: number) => Math.exp(-0.5 * Math.log2(bpm / 120) ** 2);
/**
 * The salience (mean autocorrelation at the beat's multiples, 0–1) at which the confidence is one half. On the
 * real-recordings benchmark the peer's two tempo estimators mostly disagree below a salience of about 0.02 (held
 * orchestral chords, rubato) and agree above it; white noise scores under 0.01, a click track over 0.5.
 */
const HALF_CONFIDENCE = 0.05;

/** The envelope's autocorrelation up to `maxLag`, divided by its energy (lag 0): 1 at lag 0, near 0 for noise. */
function autocorrelation(envelope: Float32Array, maxLag: number): Float64Array {
  const acf = new Float64Array(maxLag + 2);
  const n = envelope.length;
  for (let lag = 0; lag <= maxLag + 1 && lag < n; lag++) {
    let sum = 0;
    for (let i = 0; i + lag < n; i++) sum += envelope[i]! * envelope[i + lag]!;
    acf[lag] = sum / (n - lag);
  }
  const energy = acf[0]! || 1;
  for (let lag = 0; lag < acf.length; lag++) acf[lag] = acf[lag]! / energy;
  return acf;
}

/** The peak of `acf` near `lag`, with parabolic interpolation between frames. */
function refinePeak(acf: Float64Array, lag: number, window: number): number {
  let best = Math.round(lag);
  for (
    let l = Math.max(2, Math.round(lag - window));
    l <= Math.min(acf.length - 2, Math.round(lag + window));
    l++
  )
    if (acf[l]! > acf[best]!) best = l;
  const [a, b, c] = [acf[best - 1]!, acf[best]!, acf[best + 1]!];
  const curvature = a - 2 * b + c;
  return curvature < 0 ? best + (0.5 * (a - c)) / curvature : best;
}

export interface TempoReading {
  /** Beats per minute, or null when the envelope is silent or flat. */
  bpm: number | null;
  /** How strongly the onsets repeat at that beat and its multiples, 0–1 (a click track near 1, noise near 0). */
  confidence: number;
}

/** Beats per minute of the samples at `rate`, or null when no pulse stands out. */
export function estimateTempo(samples: Float32Array, rate: number): TempoReading {
  return tempoOfEnvelope(analyseOnsets(samples, rate).envelope, rate);
}

/**
 * The strongest value of `acf` within a frame of `lag` (a multiple of a beat lands between frames), never below 0.
 */
const near = (acf: Float64Array, lag: number) => {
  const at = Math.round(lag);
  return Math.max(0, acf[at - 1] ?? 0, acf[at] ?? 0, acf[at + 1] ?? 0);
};

/**
 * How strongly the onsets repeat every `lag` frames: the mean autocorrelation at one to COMB beats. A pulse
 * repeats at every multiple of its beat, so the beat scores above half of it (which misses the odd multiples) and
 * above a beat and a half (the old ⅔ error: it misses the whole beats in between).
 */
const COMB = 4;
function salience(acf: Float64Array, lag: number): number {
  let sum = 0;
  for (let k = 1; k <= COMB; k++) sum += near(acf, k * lag) / k;
  return sum / COMB;
}

const confidenceOf = (salience: number) => salience / (salience + HALF_CONFIDENCE);

/** The relatives of a beat (as ratios of its lag) the metrical step weighs: itself, 3:2 and 4:3 either way. */
const RELATIVES = [1, 2 / 3, 3 / 2, 3 / 4, 4 / 3];
/** Beats of the metrical comb: the bar and two bars of 4/4, two of 3/4 (chosen on wesnoth, checked on nexuiz). */
const METRE = 8;
/**
 * How much better a relative must fit the bars than the first reading to replace it (chosen on nexuiz, checked on
 * wesnoth): without it, drum patterns with a snare on the backbeat at 140–150 BPM flipped to 2/3.
 */
const HYSTERESIS = 0.05;

/**
 * How close to the best first score (as a share of it) another peak of that score must come to be weighed as a
 * metrical level too (chosen on wesnoth: 14 of its 17 pieces within 4 % of the peer where its estimators agree, 13
 * without rivals, 12 with 0.6; checked on nexuiz, where no reading changed). Octaves and relatives of the reading are
 * left to their own steps.
 */
const RIVAL = 0.8;
/** The ratios of a lag to the reading that make it no rival: its relatives and octaves, weighed by their own steps. */
const KIN = [...RELATIVES, 2, 1 / 2, 4, 1 / 4];

/** How well a lag fits the piece's bars: the mean autocorrelation at one to METRE of its beats, each alike. */
function metre(acf: Float64Array, lag: number): number {
  let sum = 0;
  for (let k = 1; k <= METRE; k++) sum += near(acf, k * lag);
  return sum / METRE;
}

/**
 * How strongly the onsets repeat every `lag` frames over the first `span` frames: the mean autocorrelation at every
 * beat within it, each alike. The octave candidates are weighed on one stretch of the envelope: on COMB beats of
 * each, the slower level reached twice as far, into the bar and two-bar repetitions every level shares, and read
 * half-time for pieces whose off-beats are as strong as their beats (nexuiz/desert3, 138 BPM, read at 69).
 */
function spanSalience(acf: Float64Array, lag: number, span: number): number {
  const beats = Math.max(1, Math.round(span / lag));
  let sum = 0;
  for (let k = 1; k <= beats; k++) sum += near(acf, k * lag);
  return sum / beats;
}

/** Beats per minute of an onset envelope of audio at `rate` (see `analyseOnsets`) and how sure that is. */
export function tempoOfEnvelope(envelope: Float32Array, rate: number): TempoReading {
  const fps = rate / ONSET_HOP;
  const minLag = Math.floor((60 * fps) / MAX_BPM);
  const maxLag = Math.ceil((60 * fps) / MIN_BPM);
  const acf = autocorrelation(envelope, maxLag * METRE + 2);
  if (!(acf[minLag]! !== 0 || acf[maxLag]! !== 0)) return { bpm: null, confidence: 0 };
  const score = (lag: number) => salience(acf, lag) * PRIOR((60 * fps) / lag);
  const inRange = (lag: number) => lag >= minLag && lag <= maxLag;
  const scores = new Float64Array(maxLag + 2);
  let first = 0;
  let bestScore = 0;
  for (let lag = minLag; lag <= maxLag; lag++) {
    const value = (scores[lag] = score(lag));
    if (value > bestScore) {
      bestScore = value;
      first = lag;
    }
  }
  if (bestScore <= 0) return { bpm: null, confidence: 0 };
  // Refined on its fourth multiple, where a frame is a quarter of the error: the metrical comb reaches 8 beats.
  const precise = (lag: number) => refinePeak(acf, refinePeak(acf, lag, 1) * 4, 3) / 4;
  // The metrical level among the first reading's 3:2 and 4:3 relatives and the rival peaks, then that level's octave.
  const reading = precise(first);
  const related = (lag: number) => KIN.some((ratio) => Math.abs(lag / reading / ratio - 1) < 0.04);
  const rivals: number[] = [];
  for (let lag = minLag + 1; lag < maxLag; lag++) {
    const value = scores[lag]!;
    if (value >= RIVAL * bestScore && value > scores[lag - 1]! && value >= scores[lag + 1]! && !related(lag))
      rivals.push(precise(lag));
  }
  const level = bestOf(
    [...RELATIVES.map((ratio) => reading * ratio).filter((lag, i) => i === 0 || inRange(lag)), ...rivals],
    (lag) => metre(acf, lag) * (lag === reading ? 1 + HYSTERESIS : 1),
  );
  const octaves = [level, ...[level / 2, level * 2].filter(inRange)];
  const span = COMB * Math.max(...octaves);
  const bestLag = bestOf(octaves, (lag) => spanSalience(acf, lag, span) * PRIOR((60 * fps) / lag));
  const refined = precise(bestLag);
  return {
    bpm: Math.round(((60 * fps) / refined) * 10) / 10,
    confidence: confidenceOf(salience(acf, bestLag)),
  };
}

/** The candidate with the highest value (the first of equals). */
function bestOf(candidates: number[], value: (candidate: number) => number): number {
  let best = candidates[0]!;
  for (const candidate of candidates.slice(1)) if (value(candidate) > value(best)) best = candidate;
  return best;
}
