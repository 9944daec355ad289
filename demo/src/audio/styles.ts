import type { DrumKind } from './drums';

/**
 * How each style plays, the way library music of that kind is arranged: its drums and percussion (which sixteenth
 * steps of a bar carry which hit), how the chords are voiced and struck, the bass line, an ostinato or arpeggio, the
 * register and the production (a low-passed, dusty tone for lo-fi). Together with the instruments of a track (its
 * album theme's: the lead, the comping instrument and the layers under them), its tempo, key and mode this decides
 * how a rendered piece sounds, so pieces of different genres, moods and tempos sound different.
 */
export type StyleName =
  'pop' | 'cinematic' | 'lofi' | 'brazilian' | 'epic' | 'acoustic' | 'synthwave' | 'ambient' | 'hiphop';

/** One voice of the percussion: a drum on some sixteenth steps of every bar, at a level (1: a pop kick). */
export interface Hits {
  kind: DrumKind;
  steps: number[];
  level: number;
}

export interface Style {
  percussion: Hits[];
  /** Delay of the off-beat sixteenths, as a share of a sixteenth (swing). */
  swing: number;
  /**
   * How the chord instrument plays: held for the bar, struck on every beat, broken into eighths, struck on the
   * `comp` steps (a syncopated comping pattern), or a pad that swells in and holds.
   */
  chords: 'held' | 'beats' | 'arpeggio' | 'comp' | 'pad';
  comp?: number[];
  /** A note added to the triad: its seventh (lo-fi, jazz) or its ninth (bossa). */
  extension: 'none' | 'seventh' | 'ninth';
  /** Delay between a chord's notes, in seconds (a strum); 0 strikes them together. */
  strum: number;
  /** Notes of the lead per bar (0: none), and its level (0.12 when not given). */
  leadNotes: number;
  leadLevel?: number;
  /** Octaves above the default register of the chords and lead (negative: lower). */
  register: number;
  /** Sixteenth steps of the bass notes; `fifths` alternates root and fifth, `octaves` root and its octave. */
  bass: number[];
  bassMove: 'root' | 'fifths' | 'octaves';
  /** A sub bass (the 808 of hip hop) instead of a plucked one. */
  subBass: boolean;
  /** A repeated figure on the chord's root and fifth under everything: the pulse of trailer and film music. */
  ostinato: { steps: number; timbre: string } | null;
  /** A sixteenth-note arpeggio of the chord over two octaves (synthwave). */
  arpeggio: boolean;
  /** Instrument names a style plays with another sound (a synthesiser in synthwave is a saw, in ambient a pad). */
  sounds: Record<string, string>;
  /** A low-pass of the whole mix (Hz, 0: none), the slow pitch wobble of tape and the crackle of vinyl (lo-fi). */
  lowPass: number;
  wobble: number;
  crackle: number;
  /** Loudness of the drums relative to a pop kit, and of the whole piece (its peak). */
  drums: number;
  peak: number;
}

const EIGHTHS = [0, 2, 4, 6, 8, 10, 12, 14];
const SIXTEENTHS = Array.from({ length: 16 }, (_, i) => i);
const BEATS = [0, 4, 8, 12];

const base: Omit<Style, 'percussion' | 'chords' | 'leadNotes' | 'register' | 'bass'> = {
  swing: 0,
  extension: 'none',
  strum: 0,
  bassMove: 'root',
  subBass: false,
  ostinato: null,
  arpeggio: false,
  sounds: {},
  lowPass: 0,
  wobble: 0,
  crackle: 0,
  drums: 1,
  peak: 0.9,
};

export const STYLES: Record<StyleName, Style> = {
  pop: {
    ...base,
    percussion: [
      { kind: 'kick', steps: [0, 8, 10], level: 1 },
      { kind: 'snare', steps: [4, 12], level: 1 },
      { kind: 'hat', steps: EIGHTHS, level: 0.45 },
    ],
    chords: 'beats',
    leadNotes: 4,
    register: 0,
    bass: EIGHTHS,
  },
  // Film underscore with a pulse: a low string ostinato in eighths and timpani on the beat under held chords.
  cinematic: {
    ...base,
    percussion: [
      { kind: 'timpani', steps: [0, 8], level: 1 },
      { kind: 'timpani', steps: [4, 12], level: 0.55 },
    ],
    chords: 'pad',
    leadNotes: 2,
    register: 0,
    bass: [0],
    ostinato: { steps: 2, timbre: 'Spiccato' },
    sounds: { Synthesizer: 'Pad' },
    drums: 0.9,
  },
  // Dusty, swung drums, seventh chords strummed on a low-passed keyboard, tape wobble and vinyl crackle.
  lofi: {
    ...base,
    percussion: [
      { kind: 'kick', steps: [0, 7, 10], level: 1 },
      { kind: 'snare', steps: [4, 12], level: 0.8 },
      { kind: 'hat', steps: BEATS, level: 0.5 },
      { kind: 'hat', steps: [2, 6, 10, 14], level: 0.3 },
    ],
    swing: 0.33,
    chords: 'held',
    extension: 'seventh',
    strum: 0.025,
    leadNotes: 3,
    leadLevel: 0.2,
    register: 0,
    bass: [0, 8],
    lowPass: 2600,
    wobble: 0.004,
    crackle: 0.3,
    drums: 0.8,
  },
  // Samba and bossa: surdo on the second beat, a ganzá in sixteenths, a clave, syncopated guitar comping.
  brazilian: {
    ...base,
    percussion: [
      { kind: 'surdo', steps: [0, 8], level: 0.45 },
      { kind: 'surdo', steps: [4, 12], level: 1 },
      { kind: 'shaker', steps: SIXTEENTHS.filter((s) => s % 4 !== 3), level: 0.4 },
      { kind: 'shaker', steps: [3, 7, 11, 15], level: 0.8 },
      { kind: 'rim', steps: [0, 3, 6, 10, 12], level: 0.5 },
    ],
    swing: 0.1,
    chords: 'comp',
    comp: [0, 3, 6, 8, 11, 14],
    extension: 'ninth',
    leadNotes: 6,
    register: 1,
    bass: [0, 6, 8, 14],
    bassMove: 'fifths',
    drums: 0.8,
  },
  // Trailer music: taiko and a big snare, strings in sixteenths, a choir or brass over them.
  epic: {
    ...base,
    percussion: [
      { kind: 'taiko', steps: BEATS, level: 1.1 },
      { kind: 'taiko', steps: [14], level: 0.6 },
      { kind: 'snare', steps: [4, 12], level: 1.2 },
    ],
    chords: 'pad',
    leadNotes: 4,
    register: 0,
    bass: EIGHTHS,
    bassMove: 'octaves',
    ostinato: { steps: 1, timbre: 'Spiccato' },
    drums: 1.1,
  },
  // Fingerpicked guitar or ukulele, brushes and a soft kick, strings under them.
  acoustic: {
    ...base,
    percussion: [
      { kind: 'kick', steps: [0, 8, 10], level: 0.7 },
      { kind: 'snare', steps: [4, 12], level: 0.6 },
      { kind: 'hat', steps: EIGHTHS, level: 0.25 },
    ],
    chords: 'comp',
    comp: [0, 4, 6, 10, 12, 14],
    strum: 0.012,
    leadNotes: 2,
    register: 1,
    bass: [0, 8, 10],
    drums: 0.6,
  },
  // Four on the floor, a gated snare, saw arpeggios in sixteenths and an octave bass.
  synthwave: {
    ...base,
    percussion: [
      { kind: 'kick', steps: BEATS, level: 1 },
      { kind: 'gated', steps: [4, 12], level: 1 },
      { kind: 'hat', steps: [2, 6, 10, 14], level: 0.5 },
    ],
    chords: 'pad',
    leadNotes: 4,
    register: 0,
    bass: EIGHTHS,
    bassMove: 'octaves',
    arpeggio: true,
    sounds: { Synthesizer: 'Saw' },
  },
  // Slow pads and a sparse texture over a soft, felt pulse.
  ambient: {
    ...base,
    percussion: [
      { kind: 'kick', steps: BEATS, level: 1 },
      { kind: 'rim', steps: [0], level: 0.15 },
    ],
    chords: 'pad',
    leadNotes: 1,
    register: 1,
    bass: [0],
    sounds: { Synthesizer: 'Pad', Piano: 'Bell' },
    drums: 0.7,
    peak: 0.45,
  },
  // Boom bap: a heavy kick and snare, lazily swung hats, an 808 under a dark pad.
  hiphop: {
    ...base,
    percussion: [
      { kind: 'kick', steps: [0, 7, 10], level: 1.2 },
      { kind: 'snare', steps: [4, 12], level: 1.3 },
      { kind: 'hat', steps: SIXTEENTHS.filter((s) => s % 2 === 0 || s % 4 === 3), level: 0.4 },
    ],
    swing: 0.15,
    chords: 'pad',
    leadNotes: 2,
    register: 0,
    bass: [0, 7, 10],
    subBass: true,
    sounds: { Synthesizer: 'Pad', Vocals: 'Chop' },
    drums: 1.2,
  },
};
