import { decodeAudio } from './decode';
import { ANALYSIS_RATE, summariseFrames, toAnalysisSignal } from './features';
import { estimateKey, keyName } from './key';
import { integratedLoudness } from './loudness';
import { analyseOnsets, BANDS, detrend, ONSET_HOP, tempoOfEnvelope, type OnsetAnalysis } from './tempo';

export interface AudioAnalysis {
  seconds: number;
  bpm: number | null;
  /** "C major", "F# minor". */
  key: string;
  loudnessLufs: number | null;
  /** The fixed-length sound description similarity compares (see `FEATURE_GROUPS`). */
  features: number[];
}

/** Names and lengths of the parts of a feature vector, in order; `sound-index.ts` weighs them. */
export const FEATURE_GROUPS = [
  ['mfccMean', 13],
  ['mfccStd', 13],
  ['mfccDelta', 13],
  ['chroma', 12],
  ['spectral', 10],
  ['bandEnergy', 14],
  ['rhythm', 10],
  ['bandRhythm', 18],
  ['bandOnsets', 7],
  ['tempo', 1],
  ['mode', 1],
] as const;
export const FEATURE_LENGTH = FEATURE_GROUPS.reduce((sum, [, length]) => sum + length, 0);

/** Beat fractions at which the onsets' repetition describes a rhythm whatever its tempo (see `rhythmProfile`). */
const RHYTHM_LAGS = [1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4, 1, 3 / 2, 2, 3, 4];
const BAND_RHYTHM_LAGS = [1 / 4, 1 / 2, 3 / 4, 1, 3 / 2, 2];
/** The onset bands gathered into low (kick, bass: under 200 Hz), middle (to 1.6 kHz) and high (snare, hats). */
const BAND_GROUPS = [
  [0, 1],
  [2, 3, 4],
  [5, 6],
];

/**
 * How strongly an onset envelope repeats at the given fractions of a beat, relative to its energy: the rhythm's
 * shape whatever the tempo (straight or swung eighths, triplets, a backbeat, a pulse on every beat, a figure of
 * three or six sixteenths). The lag is interpolated between frames.
 */
function rhythmProfile(envelope: Float32Array, bpm: number | null, lags: number[]): number[] {
  if (!bpm) return lags.map(() => 0);
  const beat = (60 * ANALYSIS_RATE) / ONSET_HOP / bpm;
  const at = (lag: number) => {
    let sum = 0;
    for (let i = 0; i + lag < envelope.length; i++) sum += envelope[i]! * envelope[i + lag]!;
    return sum / Math.max(1, envelope.length - lag);
  };
  const zero = at(0) || 1e-9;
  return lags.map((fraction) => {
    const lag = Math.max(1, fraction * beat);
    const low = Math.floor(lag);
    const share = lag - low;
    return ((1 - share) * at(low) + share * at(low + 1)) / zero;
  });
}

/**
 * The rhythm per register (a fluctuation pattern in three bands: where the kick, the chords and the hats repeat),
 * each band's share of the onsets, and the bands' energy relative to their mean and its spread over time.
 */
function bandFeatures(onsets: OnsetAnalysis, bpm: number | null): number[] {
  const frames = onsets.envelope.length;
  const rhythm = BAND_GROUPS.flatMap((group) => {
    const sum = new Float32Array(frames);
    for (const band of group) for (let f = 0; f < frames; f++) sum[f]! += onsets.bands[band]![f]!;
    return rhythmProfile(detrend(sum), bpm, BAND_RHYTHM_LAGS);
  });
  const totals = onsets.bands.map((band) => band.reduce((a, b) => a + b, 0));
  const all = totals.reduce((a, b) => a + b, 0) || 1;
  const level = onsets.energyMean.reduce((a, b) => a + b, 0) / BANDS;
  return [
    ...onsets.energyMean.map((mean) => mean - level),
    ...onsets.energyStd,
    ...rhythm,
    ...totals.map((total) => total / all),
  ];
}

/** Decodes and analyses one file: tempo, key and mode, integrated loudness and the feature vector. */
export async function analyseAudio(bytes: Uint8Array): Promise<AudioAnalysis> {
  const decoded = await decodeAudio(bytes);
  const loudnessLufs = integratedLoudness(decoded.channels, decoded.sampleRate);
  const signal = toAnalysisSignal(decoded.channels, decoded.sampleRate);
  const onsets = analyseOnsets(signal, ANALYSIS_RATE);
  const bpm = tempoOfEnvelope(onsets.envelope, ANALYSIS_RATE);
  const frames = summariseFrames(signal);
  const key = estimateKey(frames.chroma);
  // Chroma rotated so the tonic comes first: pieces in different keys but the same harmony compare as alike.
  const chroma = frames.chroma.map((_, i) => frames.chroma[(i + key.tonic) % 12]!);
  const bands = bandFeatures(onsets, bpm);
  const features = [
    ...frames.mfccMean,
    ...frames.mfccStd,
    ...frames.mfccDeltaStd,
    ...chroma,
    ...frames.spectral,
    ...bands.slice(0, 14),
    ...rhythmProfile(onsets.envelope, bpm, RHYTHM_LAGS),
    ...bands.slice(14),
    bpm ? Math.log2(bpm / 100) : 0,
    key.mode === 'major' ? 1 : -1,
  ];
  return {
    seconds: decoded.channels[0]!.length / decoded.sampleRate,
    bpm,
    key: keyName(key),
    loudnessLufs: loudnessLufs === null ? null : Math.round(loudnessLufs * 10) / 10,
    features,
  };
}
