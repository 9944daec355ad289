import { Random } from '../random';
import { addDrum } from './drums';
import { addCrackle, lowPass, toPcm } from './mix';
import {
  CHORD_INSTRUMENTS,
  LAYER_INSTRUMENTS,
  LEAD_INSTRUMENTS,
  LEAD_PHRASING,
  TIMBRES,
  type Timbre,
} from './instruments';
import { STYLES, type Style, type StyleName } from './styles';
import { addTone, held } from './tone';

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
  /** Varies the progression, the comping instrument, the voicing and the melody between pieces of one style. */
  seed?: number;
}

/**
 * Bump when the sound of a rendered piece changes: it is part of every piece's file name (`render-piece.ts`), so
 * pieces cached under DATA_DIR by an older renderer are rendered again rather than served.
 */
export const RENDER_VERSION = 2;

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
const hz = (semitonesAboveC3: number): number => C3 * 2 ** (semitonesAboveC3 / 12);

/** Semitones of the chord on a scale degree: its triad and, if the style asks, its seventh or ninth. */
function chordOn(mode: Mode, degree: number, extension: Style['extension']): number[] {
  const scale = SCALES[mode];
  const steps = extension === 'seventh' ? [0, 2, 4, 6] : extension === 'ninth' ? [0, 2, 4, 8] : [0, 2, 4];
  const notes = steps.map((step) => {
    const index = degree + step;
    return scale[index % 7]! + 12 * Math.floor(index / 7);
  });
  if (mode === 'minor' && degree === 4) notes[1] = notes[0]! + 4; // V major: raised seventh
  return notes;
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
  const sound = (name: string): Timbre => TIMBRES[style.sounds[name] ?? name] ?? TIMBRES.Piano!;
  // The theme's first lead instrument carries the melody; another of its instruments comps (the seed picks which);
  // strings, voices or a synthesiser the theme has beyond those hold a layer under them.
  const lead = LEAD_INSTRUMENTS.find((name) => instruments.includes(name)) ?? 'Synthesizer';
  const compers = CHORD_INSTRUMENTS.filter((name) => instruments.includes(name) && name !== lead);
  const chordName = compers.length ? rng.pick(compers) : CHORD_INSTRUMENTS.includes(lead) ? lead : 'Piano';
  const layers = LAYER_INSTRUMENTS.filter(
    (name) => instruments.includes(name) && name !== lead && name !== chordName,
  );
  const leadTimbre = sound(lead);
  const chordTimbre = style.chords === 'pad' ? held(sound(chordName)) : sound(chordName);
  const drumLevel =
    style.drums * (instruments.includes('Drums') ? 1 : instruments.includes('Percussion') ? 0.8 : 0.7);
  const root = spec.key + 12 * style.register;
  const at = (bar: number, step: number) =>
    Math.round((bar * 16 + step + (step % 2 === 1 ? style.swing : 0)) * sixteenth);
  const tone = (start: number, length: number, semitones: number, amp: number, timbre: Timbre) =>
    addTone(out, rate, start, length, hz(semitones), amp, timbre, style.wobble);
  // The lead phrases as its instrument does (a style with a sparse lead or none keeps it so), on a two-bar motif of
  // scale steps repeated with the chords under it: a melody rather than noise.
  const phrasing = style.leadNotes > 1 ? LEAD_PHRASING[style.sounds[lead] ?? lead] : undefined;
  const leadSteps =
    phrasing?.steps ?? Array.from({ length: style.leadNotes }, (_, n) => (n * 16) / style.leadNotes);
  const leadOctave = phrasing?.octave ?? 0;
  const motif = Array.from({ length: leadSteps.length * 2 }, () => rng.int(0, 6));
  const inversion = rng.int(0, 1);
  const noise = new Random((spec.seed ?? 0) + 7);
  const barLength = Math.round(16 * sixteenth);

  for (let bar = 0; bar < bars; bar++) {
    const degree = progression[bar % progression.length]!;
    const chord = chordOn(mode, degree, style.extension);
    // An inversion keeps the chords near one another, as a player's hands do.
    const voiced = chord.map((note, i) => (i === 0 && inversion && chord.length > 3 ? note + 12 : note));
    const barStart = at(bar, 0);
    const strum = Math.round(style.strum * rate);
    const level = (i: number) => (i >= 3 ? 0.7 : 1);
    if (style.chords === 'held' || style.chords === 'pad')
      voiced.forEach((note, i) =>
        tone(barStart + i * strum, barLength, root + note, 0.15 * level(i), chordTimbre),
      );
    else if (style.chords === 'beats')
      for (let beat = 0; beat < 4; beat++)
        voiced.forEach((note, i) =>
          tone(at(bar, beat * 4), Math.round(3 * sixteenth), root + note, 0.14 * level(i), chordTimbre),
        );
    else if (style.chords === 'comp')
      for (const [n, step] of (style.comp ?? [0]).entries()) {
        const next = style.comp![n + 1] ?? 16;
        voiced.forEach((note, i) =>
          tone(
            at(bar, step) + i * strum,
            Math.round((next - step) * sixteenth * 0.6),
            root + note,
            0.12 * level(i),
            chordTimbre,
          ),
        );
      }
    else
      for (let eighth = 0; eighth < 8; eighth++) {
        const note = [...chord.slice(0, 3), chord[0]! + 12][eighth % 4]!;
        tone(at(bar, eighth * 2), Math.round(2 * sixteenth), root + note, 0.2, chordTimbre);
      }
    for (const layer of layers)
      chord.slice(0, 3).forEach((note) => tone(barStart, barLength, root + note, 0.07, held(sound(layer))));

    // The bass in its own octave (C2–B2; an 808 an octave lower), whatever the register of the chords.
    const bassRoot = ((spec.key + chord[0]!) % 12) - (style.subBass ? 24 : 12);
    style.bass.forEach((step, n) => {
      const next = style.bass[n + 1] ?? 16;
      const move =
        n % 2 === 1 ? (style.bassMove === 'fifths' ? 7 : style.bassMove === 'octaves' ? 12 : 0) : 0;
      tone(
        at(bar, step),
        Math.round((next - step) * sixteenth * 0.9),
        bassRoot + move,
        style.subBass ? 0.45 : 0.32,
        TIMBRES[style.subBass ? 'Sub' : 'Bass']!,
      );
    });

    if (style.ostinato) {
      const { steps, timbre } = style.ostinato;
      const figure = [0, 0, 7, 0, 12, 0, 7, 0];
      for (let n = 0; n < 16 / steps; n++) {
        const note = ((spec.key + chord[0]!) % 12) + figure[n % figure.length]!;
        const accent = (n * steps) % 4 === 0 ? 1 : 0.7;
        tone(at(bar, n * steps), Math.round(steps * sixteenth), note, 0.11 * accent, TIMBRES[timbre]!);
      }
    }
    if (style.arpeggio) {
      // Up through two octaves and back in eight sixteenths: the figure repeats every two beats.
      const [a, b, c] = chord as [number, number, number];
      const notes = [a, b, c, a + 12, b + 12, c + 12, a + 12, c];
      for (let n = 0; n < 16; n++)
        tone(
          at(bar, n),
          Math.round(sixteenth * 0.9),
          root + 12 + notes[n % notes.length]!,
          0.07,
          TIMBRES.Saw!,
        );
    }

    leadSteps.forEach((step, n) => {
      const degree = motif[(bar % 2) * leadSteps.length + n]!;
      tone(
        at(bar, step),
        Math.round(((leadSteps[n + 1] ?? 16) - step) * sixteenth),
        root + SCALES[mode][degree]! + 12 * (1 + leadOctave),
        style.leadLevel ?? 0.12,
        leadTimbre,
      );
    });

    const tonic = hz((spec.key % 12) - 24);
    for (const hits of style.percussion)
      for (const step of hits.steps)
        addDrum(out, rate, at(bar, step), hits.kind, drumLevel * hits.level, noise, tonic * 1.5);
  }
  if (style.lowPass) lowPass(out, rate, style.lowPass);
  if (style.crackle) addCrackle(out, rate, style.crackle, noise);
  return toPcm(out, rate, seconds, style.peak);
}
