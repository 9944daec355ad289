import { decodeAudio } from './decode';
import { ANALYSIS_RATE, summariseFrames, toAnalysisSignal } from './features';
import { estimateKey, keyName } from './key';
import { integratedLoudness } from './loudness';
import { estimateTempo, onsetEnvelope, ONSET_HOP } from './tempo';

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
  ['rhythm', 4],
  ['tempo', 1],
  ['mode', 1],
] as const;
export const FEATURE_LENGTH = FEATURE_GROUPS.reduce((sum, [, length]) => sum + length, 0);

/**
 * How strongly the onsets repeat at a quarter, half, one and two beats: the rhythm's shape whatever the tempo
 * (straight eighths, a backbeat, a pulse on every beat).
 */
function rhythmProfile(signal: Float32Array, bpm: number | null): number[] {
  if (!bpm) return [0, 0, 0, 0];
  const envelope = onsetEnvelope(signal);
  const beat = (60 * ANALYSIS_RATE) / ONSET_HOP / bpm;
  const at = (lag: number) => {
    const l = Math.max(1, Math.round(lag));
    let sum = 0;
    for (let i = 0; i + l < envelope.length; i++) sum += envelope[i]! * envelope[i + l]!;
    return sum / Math.max(1, envelope.length - l);
  };
  const zero = at(0.0001) || 1e-9;
  return [beat / 4, beat / 2, beat, beat * 2].map((lag) => at(lag) / zero);
}

/** Decodes and analyses one file: tempo, key and mode, integrated loudness and the feature vector. */
export async function analyseAudio(bytes: Uint8Array): Promise<AudioAnalysis> {
  const decoded = await decodeAudio(bytes);
  const loudnessLufs = integratedLoudness(decoded.channels, decoded.sampleRate);
  const signal = toAnalysisSignal(decoded.channels, decoded.sampleRate);
  const bpm = estimateTempo(signal, ANALYSIS_RATE);
  const frames = summariseFrames(signal);
  const key = estimateKey(frames.chroma);
  // Chroma rotated so the tonic comes first: pieces in different keys but the same harmony compare as alike.
  const chroma = frames.chroma.map((_, i) => frames.chroma[(i + key.tonic) % 12]!);
  const features = [
    ...frames.mfccMean,
    ...frames.mfccStd,
    ...frames.mfccDeltaStd,
    ...chroma,
    ...frames.spectral,
    ...rhythmProfile(signal, bpm),
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
