/**
 * Onsets: the onset strength is a spectral flux: 1024-sample Hann frames every ONSET_HOP samples, each bin's
 * magnitude log-compressed, its rises summed per band (seven octave-wide bands from the kick's to the hats'), each
 * band's sum divided by its number of bins so a broadband snare does not drown the kick, the two bands under 200 Hz
 * counted twice; then the rises above a running mean of a third of a second. The tempo (tempo.ts) and the rhythm
 * features (analyse.ts) are read from it.
 */
import { SPREAD_WINDOW_SECONDS, windowedSpread } from './spread';

export const ONSET_HOP = 128;
const FRAME = 1024;
/** Band edges in Hz: the onsets and the timbre are also summarised per band (see `OnsetAnalysis`). */
export const BAND_EDGES = [0, 100, 200, 400, 800, 1600, 3200, 8000];
export const BANDS = BAND_EDGES.length - 1;
const HANN = Float64Array.from({ length: FRAME }, (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / FRAME));

export interface OnsetAnalysis {
  /** Onset strength per ONSET_HOP samples, rises above the local mean, the track's mean taken out. */
  envelope: Float32Array;
  /** The rises of each band per frame (before the local mean is taken out), as `envelope` sums them. */
  bands: Float32Array[];
  /**
   * Mean over the frames of each band's log energy, and its standard deviation over excerpt-long windows
   * (`spread.ts`): the spectrum's shape and movement.
   */
  energyMean: number[];
  energyStd: number[];
}

// Bit reversal and twiddle factors of the FRAME-point FFT, computed once.
const REVERSED = Uint16Array.from({ length: FRAME }, (_, i) => {
  let r = 0;
  for (let bit = 1, j = i; bit < FRAME; bit <<= 1, j >>= 1) r = (r << 1) | (j & 1);
  return r;
});
/** Per stage from size 8 up: the stage's twiddle factors in order, cosine then sine, k = 0 … size/2 - 1. */
const TWIDDLES = Array.from({ length: Math.log2(FRAME) - 2 }, (_, stage) => {
  const half = 4 << stage;
  return Float64Array.from({ length: 2 * half }, (_, i) => {
    const angle = (2 * Math.PI * (i >> 1)) / (2 * half);
    return i % 2 === 0 ? Math.cos(angle) : -Math.sin(angle);
  });
});

/**
 * In-place radix-2 FFT of (re, im), FRAME points: the first two stages together (their twiddles are 1 and -i), then
 * one stage at a time with its twiddles read in order.
 */
function fft(re: Float64Array, im: Float64Array): void {
  for (let i = 0; i < FRAME; i++) {
    const j = REVERSED[i]!;
    if (i < j) {
      const r = re[i]!;
      re[i] = re[j]!;
      re[j] = r;
      const m = im[i]!;
      im[i] = im[j]!;
      im[j] = m;
    }
  }
  for (let a = 0; a < FRAME; a += 4) {
    const sumRe = re[a]! + re[a + 1]!;
    const sumIm = im[a]! + im[a + 1]!;
    const diffRe = re[a]! - re[a + 1]!;
    const diffIm = im[a]! - im[a + 1]!;
    const sumRe2 = re[a + 2]! + re[a + 3]!;
    const sumIm2 = im[a + 2]! + im[a + 3]!;
    const diffRe2 = re[a + 2]! - re[a + 3]!;
    const diffIm2 = im[a + 2]! - im[a + 3]!;
    re[a] = sumRe + sumRe2;
    im[a] = sumIm + sumIm2;
    re[a + 2] = sumRe - sumRe2;
    im[a + 2] = sumIm - sumIm2;
    // The second half's odd term turned by -i: (x, y) → (y, -x).
    re[a + 1] = diffRe + diffIm2;
    im[a + 1] = diffIm - diffRe2;
    re[a + 3] = diffRe - diffIm2;
    im[a + 3] = diffIm + diffRe2;
  }
  for (let stage = 0, size = 8; size <= FRAME; stage++, size <<= 1) {
    const half = size >> 1;
    const twiddles = TWIDDLES[stage]!;
    for (let start = 0; start < FRAME; start += size)
      for (let k = 0; k < half; k++) {
        const a = start + k;
        const b = a + half;
        const cr = twiddles[2 * k]!;
        const ci = twiddles[2 * k + 1]!;
        const br = re[b]!;
        const bi = im[b]!;
        const tr = br * cr - bi * ci;
        const ti = br * ci + bi * cr;
        const ar = re[a]!;
        const ai = im[a]!;
        re[b] = ar - tr;
        im[b] = ai - ti;
        re[a] = ar + tr;
        im[a] = ai + ti;
      }
  }
}

/** The rises above a running mean over ±`half` frames, half-wave rectified, then the mean taken out. */
export function detrend(raw: Float32Array, half = 20): Float32Array {
  const frames = raw.length;
  const out = new Float32Array(frames);
  let sum = 0;
  for (let f = 0; f < Math.min(frames, half); f++) sum += raw[f]!;
  for (let f = 0; f < frames; f++) {
    if (f + half < frames) sum += raw[f + half]!;
    if (f - half - 1 >= 0) sum -= raw[f - half - 1]!;
    const count = Math.min(frames, f + half + 1) - Math.max(0, f - half);
    out[f] = Math.max(0, raw[f]! - sum / count);
  }
  let mean = 0;
  for (const value of out) mean += value;
  mean /= Math.max(1, frames);
  for (let f = 0; f < frames; f++) out[f] = out[f]! - mean;
  return out;
}

/** Spectral flux per band, the onset envelope and the bands' log energy (see the top of this file). */
export function analyseOnsets(samples: Float32Array, rate: number): OnsetAnalysis {
  const frames = Math.max(0, Math.floor((samples.length - FRAME) / ONSET_HOP) + 1);
  const bins = Math.min(FRAME / 2, Math.round((BAND_EDGES.at(-1)! * FRAME) / rate));
  const bandOf = new Int8Array(bins);
  const bandBins = new Float64Array(BANDS);
  for (let b = 1; b < bins; b++) {
    const frequency = (b * rate) / FRAME;
    let band = 0;
    while (band < BANDS - 1 && frequency >= BAND_EDGES[band + 1]!) band++;
    bandOf[b] = band;
    bandBins[band]!++;
  }
  const bands = Array.from({ length: BANDS }, () => new Float32Array(frames));
  const raw = new Float32Array(frames);
  const energySum = new Float64Array(BANDS);
  const levels = Array.from({ length: BANDS }, () => new Float32Array(frames));
  const energy = new Float64Array(BANDS);
  const re = new Float64Array(FRAME);
  const im = new Float64Array(FRAME);
  const powers = [new Float64Array(bins), new Float64Array(bins)];
  let previous = new Float64Array(bins);
  let current = new Float64Array(bins);
  const addFrame = (f: number, power: Float64Array) => {
    energy.fill(0);
    for (let b = 1; b < bins; b++) {
      const magnitude = Math.log(1 + 100 * Math.sqrt(power[b]!));
      current[b] = magnitude;
      energy[bandOf[b]!]! += power[b]!;
      const d = magnitude - previous[b]!;
      if (d > 0 && f > 0) bands[bandOf[b]!]![f]! += d;
    }
    let rise = 0;
    for (let band = 0; band < BANDS; band++) {
      bands[band]![f]! /= bandBins[band]!;
      rise += bands[band]![f]! * (band < 2 ? 2 : 1);
      const level = Math.log10(1e-10 + energy[band]! / bandBins[band]!);
      energySum[band]! += level;
      levels[band]![f] = level;
    }
    raw[f] = rise;
    [previous, current] = [current, previous];
  };
  // Two real frames per complex FFT (one as the real part, the next as the imaginary part), then separated.
  for (let f = 0; f < frames; f += 2) {
    const second = f + 1 < frames;
    const offset = f * ONSET_HOP;
    for (let i = 0; i < FRAME; i++) {
      re[i] = samples[offset + i]! * HANN[i]!;
      im[i] = second ? samples[offset + ONSET_HOP + i]! * HANN[i]! : 0;
    }
    fft(re, im);
    for (let k = 1; k < bins; k++) {
      const xr = re[k]!;
      const xi = im[k]!;
      const yr = re[FRAME - k]!;
      const yi = im[FRAME - k]!;
      powers[0]![k] = ((xr + yr) ** 2 + (xi - yi) ** 2) / 4;
      powers[1]![k] = ((xi + yi) ** 2 + (xr - yr) ** 2) / 4;
    }
    addFrame(f, powers[0]!);
    if (second) addFrame(f + 1, powers[1]!);
  }
  const n = Math.max(1, frames);
  const energyMean = Array.from(energySum, (sum) => sum / n);
  return {
    envelope: detrend(raw),
    bands,
    energyMean,
    energyStd: windowedSpread(levels, (SPREAD_WINDOW_SECONDS * rate) / ONSET_HOP),
  };
}
