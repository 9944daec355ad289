import Meyda from 'meyda';
import { addPitchClasses, chromaBins, estimateTuning } from './chroma';
import { addHpcp, spectralPeaks, type SpectralPeaks } from './hpcp';
import { columnsOf, SPREAD_WINDOW_SECONDS, windowedSpread } from './spread';

/** Everything is analysed at this rate: enough for timbre, rhythm and key, and a quarter of 44.1 kHz stereo's work. */
export const ANALYSIS_RATE = 22_050;
// 186 ms frames: fine enough in frequency (5.4 Hz bins) for the chroma of bass and chord notes, which 1024-sample
// frames blur (the key was right half as often). One size for every feature: meyda keeps its filter banks per size.
const FRAME = 4096;
const MFCC = 13;

/** Mono at ANALYSIS_RATE: channels averaged, then box-filtered and linearly resampled. */
export function toAnalysisSignal(channels: Float32Array[], rate: number): Float32Array {
  const length = channels[0]!.length;
  const mono = new Float32Array(length);
  for (const channel of channels) for (let i = 0; i < length; i++) mono[i]! += channel[i]! / channels.length;
  if (rate === ANALYSIS_RATE) return mono;
  const ratio = rate / ANALYSIS_RATE;
  const out = new Float32Array(Math.floor(length / ratio));
  const width = Math.max(1, Math.round(ratio)); // a box as wide as the step keeps most aliasing out
  for (let i = 0; i < out.length; i++) {
    const start = Math.floor(i * ratio);
    let sum = 0;
    let n = 0;
    for (let j = start; j < Math.min(length, start + width); j++, n++) sum += mono[j]!;
    out[i] = n ? sum / n : 0;
  }
  return out;
}

export interface FrameSummary {
  mfccMean: number[];
  /** The MFCCs' standard deviation; like every spread here, over excerpt-long windows (`spread.ts`). */
  mfccStd: number[];
  /** Standard deviation of the MFCCs' change from one frame to the next: how fast the timbre moves. */
  mfccDeltaStd: number[];
  /** Mean chroma, index 0 = C: the similarity vector's. */
  chroma: number[];
  /** Mean harmonic pitch class profile (`hpcp.ts`), index 0 = C: what the key is read from. */
  keyChroma: number[];
  /** The recording's tuning in cents from A = 440 Hz, which the chroma allows for. */
  tuning: number;
  /** Mean and standard deviation (over excerpt-long windows) of centroid, roll-off, flatness, flux and RMS. */
  spectral: number[];
}

function meanStd(rows: number[][], width: number): { mean: number[]; std: number[] } {
  const mean = new Array<number>(width).fill(0);
  const square = new Array<number>(width).fill(0);
  for (const row of rows)
    for (let i = 0; i < width; i++) {
      const value = Number.isFinite(row[i]) ? row[i]! : 0;
      mean[i]! += value;
      square[i]! += value * value;
    }
  const n = Math.max(1, rows.length);
  return {
    mean: mean.map((sum) => sum / n),
    std: square.map((sum, i) => Math.sqrt(Math.max(0, sum / n - (mean[i]! / n) ** 2))),
  };
}

/** Shares of the whole (summing to 1), so the chroma does not depend on loudness or length. */
const normalised = (values: Float64Array): number[] => {
  const total = values.reduce((sum, value) => sum + value, 0) || 1;
  return Array.from(values, (value) => value / total);
};

interface Extracted {
  amplitudeSpectrum: Float32Array;
  mfcc: number[];
  spectralCentroid: number;
  spectralRolloff: number;
  spectralFlatness: number;
  rms: number;
}

/**
 * Spectral flux between two frames' amplitude spectra, as a share of the frame's magnitude. Computed here: meyda
 * 5.6's `spectralFlux` reads its signal at negative indices and assigns an undeclared variable (it throws in ESM).
 */
function flux(spectrum: Float32Array, previous: Float32Array): number {
  let rise = 0;
  let total = 1e-9;
  for (let i = 0; i < spectrum.length; i++) {
    rise += Math.max(0, spectrum[i]! - previous[i]!);
    total += spectrum[i]!;
  }
  return rise / total;
}

/** Per-frame features with meyda (MFCC, chroma, centroid, roll-off, flatness, flux, RMS), summarised per track. */
export function summariseFrames(signal: Float32Array): FrameSummary {
  Meyda.bufferSize = FRAME;
  Meyda.sampleRate = ANALYSIS_RATE;
  Meyda.numberOfMFCCCoefficients = MFCC;
  const mfccs: number[][] = [];
  const deltas: number[][] = [];
  const pitchClasses = new Float64Array(12);
  const spectral: number[][] = [];
  let previous: Float32Array | null = null;
  // The low end of each sounding frame's spectrum, kept until the recording's tuning is known.
  const bins = chromaBins(ANALYSIS_RATE, FRAME);
  const tonal: Float32Array[] = [];
  // And each sounding frame's spectral peaks, for the key's pitch class profile.
  const peaks: SpectralPeaks[] = [];
  for (let start = 0; start + FRAME <= signal.length; start += FRAME) {
    const features = Meyda.extract(
      ['amplitudeSpectrum', 'mfcc', 'spectralCentroid', 'spectralRolloff', 'spectralFlatness', 'rms'],
      signal.subarray(start, start + FRAME),
    ) as unknown as Extracted | null;
    if (!features) continue;
    if (features.rms > 1e-4) {
      tonal.push(features.amplitudeSpectrum.slice(0, bins));
      peaks.push(spectralPeaks(features.amplitudeSpectrum, ANALYSIS_RATE, FRAME));
    }
    const before = mfccs.at(-1);
    if (before) deltas.push(features.mfcc.map((value, i) => value - before[i]!));
    mfccs.push(features.mfcc);
    spectral.push([
      features.spectralCentroid / (FRAME / 2),
      features.spectralRolloff / (ANALYSIS_RATE / 2),
      features.spectralFlatness || 0,
      previous ? flux(features.amplitudeSpectrum, previous) : 0,
      features.rms,
    ]);
    previous = features.amplitudeSpectrum;
  }
  const tuning = estimateTuning(tonal, ANALYSIS_RATE, FRAME);
  for (const spectrum of tonal) addPitchClasses(spectrum, ANALYSIS_RATE, FRAME, pitchClasses, tuning);
  const profile = new Float64Array(12);
  for (const frame of peaks) addHpcp(frame, profile, tuning);
  const window = (SPREAD_WINDOW_SECONDS * ANALYSIS_RATE) / FRAME;
  const spread = (rows: number[][], width: number) => windowedSpread(columnsOf(rows, width), window);
  const spectralStats = { mean: meanStd(spectral, 5).mean, std: spread(spectral, 5) };
  return {
    mfccMean: meanStd(mfccs, MFCC).mean,
    mfccStd: spread(mfccs, MFCC),
    mfccDeltaStd: spread(deltas, MFCC),
    chroma: normalised(pitchClasses),
    keyChroma: normalised(profile),
    tuning,
    spectral: spectralStats.mean.flatMap((mean, i) => [mean, spectralStats.std[i]!]),
  };
}
