import { Random } from '../random';
import { CHORD_INSTRUMENTS, LEAD_INSTRUMENTS, STYLES, TIMBRES, type StyleName, type Timbre } from './styles';
import { addDrum } from './drums';

export type Mode = 'major' | 'minor';

export interface PieceSpec {
  bpm: number;
  seconds: number;
  /** Pitch class of the key's tonic: 0 = C … 11 = B. */
  key: number;
  sampleRate: number;
  style?: StyleName;
  mode?: Mode;
  /** The instruments it is played on (a theme's); drums and bass are always there, quieter when not listed. */
  instruments?: string[];
  /** Varies the progression, the instruments picked and the melody between pieces of one style. */
  seed?: number;
}

const SCALES: Record<Mode, number[]> = { major: [0, 2, 4, 5, 7, 9, 11], minor: [0, 2, 3, 5, 7, 8, 10] };
// Progressions that return to the tonic, as scale degrees; in minor the fifth degree is a major chord (the leading
// tone), which is what tells a minor key from its relative major.
const PROGRESSIONS: Record<Mode, number[][]> = {
  major: [
    [0, 3, 4, 0],
    [0, 5, 3, 4],
    [0, 3, 0, 4],
  ],
  minor: [
    [0, 3, 4, 0],
    [0, 5, 3, 4],
    [0, 3, 0, 4],
  ],
};
const C3 = 130.8128;
const TAU = 2 * Math.PI;
const hz = (semitonesAboveC3: number): number => C3 * 2 ** (semitonesAboveC3 / 12);

/** Semitones of the triad on a scale degree. */
function triad(mode: Mode, degree: number): number[] {
  const scale = SCALES[mode];
  const notes = [0, 2, 4].map((step) => {
    const index = degree + step;
    return scale[index % 7]! + 12 * Math.floor(index / 7);
  });
  if (mode === 'minor' && degree === 4) notes[1] = notes[0]! + 4; // V major: raised seventh
  return notes;
}

/** Adds one note: harmonics with an attack, an exponential decay (or held) and a short release. */
function addTone(
  out: Float32Array,
  rate: number,
  start: number,
  length: number,
  freq: number,
  amp: number,
  timbre: Timbre,
): void {
  const release = Math.round(0.03 * rate);
  const end = Math.min(out.length, start + length + release);
  const attack = Math.max(1, timbre.attack * rate);
  const harmonics = timbre.harmonics.filter((_, h) => freq * (h + 1) < rate / 2.2);
  const decay = Number.isFinite(timbre.decay) ? 1 / (timbre.decay * rate) : 0;
  let phase = 0;
  for (let i = Math.max(0, start); i < end; i++) {
    const j = i - start;
    let env = j < attack ? j / attack : Math.exp(-(j - attack) * decay);
    if (j > length) env *= 1 - (j - length) / release;
    if (env < 1e-4) continue;
    const wobble = timbre.vibrato ? 1 + timbre.vibrato * Math.sin((TAU * 5 * j) / rate) : 1;
    phase += (TAU * freq * wobble) / rate;
    let sample = 0;
    for (let h = 0; h < harmonics.length; h++) sample += harmonics[h]! * Math.sin(phase * (h + 1));
    out[i]! += amp * env * sample;
  }
}

/** Renders a piece of the given style, tempo, key and mode as 16-bit mono PCM; the same spec gives the same samples. */
export function synthesise(spec: PieceSpec): Int16Array {
  const { bpm, seconds, sampleRate: rate } = spec;
  const style = STYLES[spec.style ?? 'pop'];
  const mode = spec.mode ?? 'major';
  const instruments = spec.instruments ?? ['Piano', 'Drums', 'Bass'];
  const rng = new Random(spec.seed ?? bpm * 31 + spec.key);
  const out = new Float32Array(Math.round(seconds * rate));
  const sixteenth = (60 / bpm / 4) * rate;
  const bars = Math.ceil(out.length / (16 * sixteenth));
  const progression = rng.pick(PROGRESSIONS[mode]);
  const pickFrom = (candidates: string[], fallback: string) => {
    const present = candidates.filter((name) => instruments.includes(name));
    return present.length ? rng.pick(present) : fallback;
  };
  const chordTimbre = TIMBRES[pickFrom(CHORD_INSTRUMENTS, 'Piano')]!;
  const leadTimbre = TIMBRES[pickFrom(LEAD_INSTRUMENTS, 'Synthesizer')]!;
  const root = spec.key + 12 * style.register;
  const drumLevel =
    style.drums * (instruments.includes('Drums') ? 1 : instruments.includes('Percussion') ? 0.8 : 0.7);
  const at = (bar: number, step: number) =>
    Math.round((bar * 16 + step + (step % 2 === 1 ? style.swing : 0)) * sixteenth);
  // A two-bar motif of scale steps, repeated with the chords under it: a melody rather than noise.
  const motif = Array.from({ length: style.leadNotes * 2 }, () => rng.int(0, 6));
  const noise = new Random((spec.seed ?? 0) + 7);

  for (let bar = 0; bar < bars; bar++) {
    const chord = triad(mode, progression[bar % progression.length]!);
    const barStart = at(bar, 0);
    const barLength = Math.round(16 * sixteenth);
    if (style.chords === 'held')
      for (const note of chord) addTone(out, rate, barStart, barLength, hz(root + note), 0.16, chordTimbre);
    else if (style.chords === 'beats')
      for (let beat = 0; beat < 4; beat++)
        for (const note of chord)
          addTone(
            out,
            rate,
            at(bar, beat * 4),
            Math.round(3 * sixteenth),
            hz(root + note),
            0.14,
            chordTimbre,
          );
    else
      for (let eighth = 0; eighth < 8; eighth++) {
        const note = [...chord, chord[0]! + 12][eighth % 4]!;
        addTone(out, rate, at(bar, eighth * 2), Math.round(2 * sixteenth), hz(root + note), 0.2, chordTimbre);
      }
    const bassStep = 16 / style.bassNotes;
    for (let n = 0; n < style.bassNotes; n++) {
      const note = chord[0]! + (n % 2 === 1 && style.bassNotes >= 4 ? 7 : 0) - 24;
      addTone(
        out,
        rate,
        at(bar, n * bassStep),
        Math.round(bassStep * sixteenth * 0.9),
        hz(root + note),
        0.32,
        {
          harmonics: [1, 0.35, 0.1],
          attack: 0.005,
          decay: 0.5,
          vibrato: 0,
        },
      );
    }
    const leadStep = style.leadNotes ? 16 / style.leadNotes : 0;
    for (let n = 0; n < style.leadNotes; n++) {
      const degree = motif[(bar % 2) * style.leadNotes + n]!;
      const note = SCALES[mode][degree]! + 12;
      addTone(
        out,
        rate,
        at(bar, n * leadStep),
        Math.round(leadStep * sixteenth),
        hz(root + note),
        0.12,
        leadTimbre,
      );
    }
    for (const step of style.kick) addDrum(out, rate, at(bar, step), 'kick', drumLevel, noise);
    for (const step of style.snare) addDrum(out, rate, at(bar, step), 'snare', drumLevel, noise);
    for (const step of style.hats)
      addDrum(out, rate, at(bar, step), 'hat', drumLevel * (step % 4 === 0 ? 0.6 : 0.4), noise);
  }
  return toPcm(out, rate, seconds, spec.style === 'ambient' ? 0.45 : 0.9);
}

/** Scales to the peak, fades in and out, and rounds to 16 bits. */
function toPcm(mix: Float32Array, rate: number, seconds: number, peak: number): Int16Array {
  let loudest = 1e-9;
  for (const sample of mix) loudest = Math.max(loudest, Math.abs(sample));
  const gain = peak / loudest;
  const pcm = new Int16Array(mix.length);
  for (let i = 0; i < mix.length; i++) {
    const t = i / rate;
    const fade = Math.min(1, t / 0.5, (seconds - t) / 1.5);
    pcm[i] = Math.max(-32767, Math.min(32767, Math.round(mix[i]! * gain * fade * 32767)));
  }
  return pcm;
}
