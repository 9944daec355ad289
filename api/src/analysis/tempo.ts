/**
 * Tempo from an onset envelope: the rise of log energy (whole band, high band and, counted twice, the band under
 * ~150 Hz where kicks and bass notes start) every 128 samples, lightly smoothed, then the autocorrelation of that
 * envelope. A tempo's score is the autocorrelation at one beat plus half of that at two beats, the latter capped by
 * the former (a pulse must repeat at its own beat: a lag with nothing at one beat and a strong peak at two is the
 * half tempo's echo), times a prior centred on 105 BPM (half an octave wide) that settles what the comb leaves even.
 * The winning lag is refined on its fourth multiple, where a frame is a quarter of the error. Tuned with
 * `bench/sound-eval.ts` on pieces of a development seed: the low band took slow pieces with held chords from 60 % to
 * all right (the beating of their chord tones had read as a pulse at about 1.8 beats).
 */
export const ONSET_HOP = 128;
const MIN_BPM = 55;
const MAX_BPM = 190;

/** Onset strength per hop of ONSET_HOP samples. */
export function onsetEnvelope(samples: Float32Array): Float32Array {
  const frames = Math.floor(samples.length / ONSET_HOP);
  const envelope = new Float32Array(frames);
  let previousAll = 0;
  let previousHigh = 0;
  let previousLow = 0;
  let last = 0;
  let lowPassed = 0;
  for (let f = 0; f < frames; f++) {
    let all = 0;
    let high = 0;
    let low = 0;
    for (let i = f * ONSET_HOP; i < (f + 1) * ONSET_HOP; i++) {
      const x = samples[i]!;
      all += x * x;
      const d = x - last; // a first difference: the high band
      high += d * d;
      last = x;
      lowPassed += 0.043 * (x - lowPassed); // a one-pole low-pass at about 150 Hz (at 22.05 kHz)
      low += lowPassed * lowPassed;
    }
    const logAll = Math.log(1 + 1000 * all);
    const logHigh = Math.log(1 + 1000 * high);
    const logLow = Math.log(1 + 1000 * low);
    envelope[f] =
      Math.max(0, logAll - previousAll) +
      Math.max(0, logHigh - previousHigh) +
      2 * Math.max(0, logLow - previousLow);
    previousLow = 0.5 * previousLow + 0.5 * logLow;
    // Rises are measured against a short running mean, so a swelling pad does not read as a string of onsets.
    previousAll = 0.5 * previousAll + 0.5 * logAll;
    previousHigh = 0.5 * previousHigh + 0.5 * logHigh;
  }
  // A [1 2 1] smoothing: a beat whose length is not a whole number of frames still shows as one peak, not two
  // half peaks on neighbouring lags.
  const sharp = Float32Array.from(envelope);
  for (let f = 1; f + 1 < frames; f++) envelope[f] = (sharp[f - 1]! + 2 * sharp[f]! + sharp[f + 1]!) / 4;
  // Remove the slow trend so the autocorrelation sees the pulses, not the loudness.
  let mean = 0;
  for (const value of envelope) mean += value;
  mean /= Math.max(1, frames);
  for (let f = 0; f < frames; f++) envelope[f] = envelope[f]! - mean;
  return envelope;
}

function autocorrelation(envelope: Float32Array, maxLag: number): Float64Array {
  const acf = new Float64Array(maxLag + 2);
  const n = envelope.length;
  for (let lag = 1; lag <= maxLag + 1 && lag < n; lag++) {
    let sum = 0;
    for (let i = 0; i + lag < n; i++) sum += envelope[i]! * envelope[i + lag]!;
    acf[lag] = sum / (n - lag);
  }
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

/** Beats per minute of the samples at `rate`, or null when no pulse stands out. */
export function estimateTempo(samples: Float32Array, rate: number): number | null {
  const envelope = onsetEnvelope(samples);
  const fps = rate / ONSET_HOP;
  const minLag = Math.floor((60 * fps) / MAX_BPM);
  const maxLag = Math.ceil((60 * fps) / MIN_BPM);
  const acf = autocorrelation(envelope, maxLag * 4 + 2);
  if (!(acf[minLag]! !== 0 || acf[maxLag]! !== 0)) return null;
  let bestLag = 0;
  let bestScore = -Infinity;
  for (let lag = minLag; lag <= maxLag; lag++) {
    const oneBeat = Math.max(0, acf[lag]!);
    const comb = oneBeat + Math.min(oneBeat, Math.max(0, acf[lag * 2]!)) / 2;
    const bpm = (60 * fps) / lag;
    const prior = Math.exp(-0.5 * (Math.log2(bpm / 105) / 0.5) ** 2);
    const score = comb * prior;
    if (score > bestScore) {
      bestScore = score;
      bestLag = lag;
    }
  }
  if (bestScore <= 0) return null;
  const refined = refinePeak(acf, refinePeak(acf, bestLag, 1) * 4, 3) / 4;
  return Math.round(((60 * fps) / refined) * 10) / 10;
}
