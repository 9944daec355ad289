import { DEFAULT_DECODE_LIMITS, decodeAudio, type DecodeLimits } from './decode';
import { ANALYSIS_RATE, summariseFrames, toAnalysisSignal } from './features';
import { estimateKey, keyName } from './key';
import { loudnessMeter } from './loudness';
import { analyseOnsets, BANDS, detrend, ONSET_HOP, type OnsetAnalysis } from './onsets';
import { tempoOfEnvelope, type TempoReading } from './tempo';

const round2 = (value: number) => Math.round(value * 100) / 100;

export interface AudioAnalysis {
  seconds: number;
  /** The tempo read, even when unsure (see `bpmConfidence`); null for silence. */
  bpm: number | null;
  /** 0–1: how steady the pulse is (below SOUND_CONFIDENCE.bpm the piece shows "No steady pulse"). */
  bpmConfidence: number;
  /** "C major", "F# minor". */
  key: string;
  /** 0–1: how clearly the pitch classes fit that key over the others (below SOUND_CONFIDENCE.key "Key unclear"). */
  keyConfidence: number;
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
  ['rhythm', 12],
  ['bandRhythm', 24],
  ['bandOnsets', 7],
  ['tempo', 2],
  ['mode', 1],
] as const;
export const FEATURE_LENGTH = FEATURE_GROUPS.reduce((sum, [, length]) => sum + length, 0);

/**
 * Lags in seconds (log-spaced, 80 ms to 2.4 s) at which the onsets' repetition describes a rhythm: the whole
 * envelope's, then each register's at fewer lags. Measured in seconds, not in beats, so a piece whose beat is read
 * at another level (an excerpt read at half the tempo of its track) keeps the same rhythm numbers.
 */
const logLags = (count: number, from: number, to: number) =>
  Array.from({ length: count }, (_, i) => from * (to / from) ** (i / (count - 1)));
const RHYTHM_LAGS = logLags(12, 0.08, 2.4);
const BAND_RHYTHM_LAGS = logLags(8, 0.1, 2);
/** The onset bands gathered into low (kick, bass: under 200 Hz), middle (to 1.6 kHz) and high (snare, hats). */
const BAND_GROUPS = [
  [0, 1],
  [2, 3, 4],
  [5, 6],
];

/**
 * How strongly an onset envelope repeats after each lag (seconds), relative to its energy: a fluctuation pattern
 * (straight or swung subdivisions, a backbeat, a bar), interpolated between frames.
 */
function rhythmProfile(envelope: Float32Array, lags: number[]): number[] {
  const fps = ANALYSIS_RATE / ONSET_HOP;
  const at = (lag: number) => {
    let sum = 0;
    for (let i = 0; i + lag < envelope.length; i++) sum += envelope[i]! * envelope[i + lag]!;
    return sum / Math.max(1, envelope.length - lag);
  };
  const zero = at(0) || 1e-9;
  return lags.map((seconds) => {
    const lag = Math.max(1, seconds * fps);
    const low = Math.floor(lag);
    const share = lag - low;
    return ((1 - share) * at(low) + share * at(low + 1)) / zero;
  });
}

/**
 * The rhythm per register (where the kick, the chords and the hats repeat), each band's share of the onsets, and
 * the bands' energy relative to their mean and its spread over time.
 */
function bandFeatures(onsets: OnsetAnalysis): number[] {
  const frames = onsets.envelope.length;
  const rhythm = BAND_GROUPS.flatMap((group) => {
    const sum = new Float32Array(frames);
    for (const band of group) for (let f = 0; f < frames; f++) sum[f]! += onsets.bands[band]![f]!;
    return rhythmProfile(detrend(sum), BAND_RHYTHM_LAGS);
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

/**
 * The tempo as a point on a circle one octave round, scaled by its confidence: 70 and 140 BPM (the same pulse read
 * at two levels) are one point, and a piece without a steady pulse sits near the centre whatever was read.
 */
function tempoFeature(reading: TempoReading): number[] {
  if (reading.bpm === null) return [0, 0];
  const angle = 2 * Math.PI * Math.log2(reading.bpm / 100);
  return [reading.confidence * Math.cos(angle), reading.confidence * Math.sin(angle)];
}

/**
 * Decodes and analyses one file within `limits`: tempo, key and mode, integrated loudness and the feature vector.
 */
export async function analyseAudio(
  bytes: Uint8Array,
  limits: DecodeLimits = DEFAULT_DECODE_LIMITS,
): Promise<AudioAnalysis> {
  const decoded = await decodeAudio(bytes, limits);
  // The loudness of the whole recording (to `limits.measureSeconds`), not only of the minutes analysed.
  const meter = loudnessMeter(decoded.sampleRate);
  meter.add(decoded.channels);
  for (const stretch of decoded.rest()) meter.add(stretch);
  const loudnessLufs = meter.integrated();
  const signal = toAnalysisSignal(decoded.channels, decoded.sampleRate);
  const onsets = analyseOnsets(signal, ANALYSIS_RATE);
  const tempo = tempoOfEnvelope(onsets.envelope, ANALYSIS_RATE);
  const frames = summariseFrames(signal);
  const key = estimateKey(frames.keyChroma);
  // Chroma rotated so the tonic comes first: pieces in different keys but the same harmony compare as alike. The
  // similarity vector keeps its own chroma and the tonic and mode that chroma reads: rotated by the HPCP's key
  // instead, 30-second excerpts found their own track first less often on the real-recordings benchmark.
  const chromaKey = estimateKey(frames.chroma);
  const chroma = frames.chroma.map((_, i) => frames.chroma[(i + chromaKey.tonic) % 12]!);
  const bands = bandFeatures(onsets);
  const features = [
    ...frames.mfccMean,
    ...frames.mfccStd,
    ...frames.mfccDeltaStd,
    ...chroma,
    ...frames.spectral,
    ...bands.slice(0, 14),
    ...rhythmProfile(onsets.envelope, RHYTHM_LAGS),
    ...bands.slice(14),
    ...tempoFeature(tempo),
    chromaKey.mode === 'major' ? 1 : -1,
  ];
  return {
    seconds: decoded.channels[0]!.length / decoded.sampleRate,
    bpm: tempo.bpm,
    bpmConfidence: round2(tempo.confidence),
    key: keyName(key),
    keyConfidence: round2(key.confidence),
    loudnessLufs: loudnessLufs === null ? null : Math.round(loudnessLufs * 10) / 10,
    features,
  };
}
