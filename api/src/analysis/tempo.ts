/**
 * Tempo from an onset envelope: the rise of log energy (whole band and high band) every 128 samples, then the
 * autocorrelation of that envelope. A tempo's score adds the autocorrelation at one beat and half of it at two
 * (a comb: a pulse that really repeats every beat beats one that repeats every other beat), times a prior centred on
 * 105 BPM (half an octave wide) that settles what the comb leaves even. Both were tuned with `bench/sound-eval.ts`. The winning lag
 * is refined on its fourth multiple, where a frame is a quarter of the error.
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
  let last = 0;
  for (let f = 0; f < frames; f++) {
    let all = 0;
    let high = 0;
    for (let i = f * ONSET_HOP; i < (f + 1) * ONSET_HOP; i++) {
      const x = samples[i]!;
      all += x * x;
      const d = x - last; // a first difference: the high band
      high += d * d;
      last = x;
    }
    const logAll = Math.log(1 + 1000 * all);
    const logHigh = Math.log(1 + 1000 * high);
    envelope[f] = Math.max(0, logAll - previousAll) + Math.max(0, logHigh - previousHigh);
    // Rises are measured against a short running mean, so a swelling pad does not read as a string of onsets.
    previousAll = 0.5 * previousAll + 0.5 * logAll;
    previousHigh = 0.5 * previousHigh + 0.5 * logHigh;
  }
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
    let comb = 0;
    for (let k = 1; k <= 2; k++) comb += Math.max(0, acf[lag * k]!) / k;
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
