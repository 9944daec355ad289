import { Random } from '../random';

export interface PieceSpec {
  bpm: number;
  seconds: number;
  /** Semitones above A3 for the home chord. */
  key: number;
  sampleRate: number;
}

// I - V - vi - IV in semitones from the key's root, as triads; one chord per bar of four beats.
const PROGRESSION = [
  [0, 4, 7],
  [7, 11, 14],
  [9, 12, 16],
  [5, 9, 12],
];
const A3 = 220;
const TAU = 2 * Math.PI;
const hz = (semitones: number): number => A3 * 2 ** (semitones / 12);

/** Renders pad chords, a bass line and a kick/hat pattern at the piece's tempo, as 16-bit mono PCM. */
export function synthesise({ bpm, seconds, key, sampleRate }: PieceSpec): Int16Array {
  const total = Math.round(seconds * sampleRate);
  const out = new Int16Array(total);
  const beatSamples = Math.round((60 / bpm) * sampleRate);
  const halfBeat = beatSamples >> 1;
  const chordSteps = PROGRESSION.map((chord) => chord.map((note) => (TAU * hz(key + note)) / sampleRate));
  const bassSteps = PROGRESSION.map((chord) => hz(key + chord[0]! - 24) / sampleRate);
  const noise = new Random(bpm * 1000 + key * 7 + seconds);
  // Envelopes depend only on the offset inside a beat: compute one beat's worth once.
  const bassEnv = new Float32Array(beatSamples);
  const kickWave = new Float32Array(beatSamples);
  const hatEnv = new Float32Array(beatSamples);
  for (let j = 0; j < beatSamples; j++) {
    const s = j / sampleRate;
    const sinceHalf = (j % halfBeat) / sampleRate;
    bassEnv[j] = Math.exp(-s * 3);
    kickWave[j] = Math.sin(TAU * (50 + 90 * Math.exp(-s * 30)) * s) * Math.exp(-s * 9);
    // Accent the off-beat hat.
    hatEnv[j] = Math.exp(-sinceHalf * 60) * (j >= halfBeat ? 1 : 0.5);
  }
  const phases = [0, 0, 0];
  let bassPhase = 0;
  let hatLow = 0;
  for (let i = 0; i < total; i++) {
    const beatIndex = Math.floor(i / beatSamples);
    const j = i - beatIndex * beatSamples;
    const bar = (beatIndex >> 2) % PROGRESSION.length;
    const steps = chordSteps[bar]!;
    let pad = 0;
    for (let n = 0; n < 3; n++) {
      phases[n] = (phases[n]! + steps[n]!) % TAU;
      pad += Math.sin(phases[n]!);
    }
    bassPhase = (bassPhase + bassSteps[bar]!) % 1;
    const bass = (bassPhase < 0.5 ? 1 : -1) * bassEnv[j]!;
    const kick = beatIndex % 2 === 0 ? kickWave[j]! : 0;
    // Hats: white noise minus its low-passed self leaves the hiss.
    const white = noise.next() * 2 - 1;
    hatLow += 0.2 * (white - hatLow);
    const hat = (white - hatLow) * hatEnv[j]!;
    const t = i / sampleRate;
    const fade = Math.min(1, t / 0.5, (seconds - t) / 1.5);
    const mix = (0.09 * pad + 0.16 * bass + 0.55 * kick + 0.12 * hat) * fade;
    out[i] = Math.max(-32767, Math.min(32767, Math.round(mix * 32767)));
  }
  return out;
}
