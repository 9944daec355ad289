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

/** Harmonic amplitudes, attack and decay (seconds) of each instrument's tone. */
export interface Timbre {
  harmonics: number[];
  attack: number;
  /** Time constant of the exponential decay; Infinity holds the note. */
  decay: number;
  vibrato: number;
  /** Seconds the note takes to die away once released (30 ms when not given). */
  release?: number;
  /** Breath or bow noise mixed into the tone (0–1). */
  breath?: number;
}

const saw = Array.from({ length: 16 }, (_, h) => 1 / (h + 1));

export const TIMBRES: Record<string, Timbre> = {
  Piano: { harmonics: [1, 0.5, 0.25, 0.12, 0.06], attack: 0.005, decay: 0.6, vibrato: 0 },
  'Acoustic Guitar': { harmonics: [1, 0.7, 0.45, 0.3, 0.2, 0.1], attack: 0.002, decay: 0.35, vibrato: 0 },
  Ukulele: { harmonics: [1, 0.4, 0.3, 0.1], attack: 0.002, decay: 0.2, vibrato: 0 },
  'Electric Guitar': {
    harmonics: [1, 0, 0.6, 0, 0.4, 0, 0.3, 0, 0.2],
    attack: 0.005,
    decay: 1.2,
    vibrato: 0.002,
  },
  Strings: {
    harmonics: [1, 0.5, 0.33, 0.25, 0.2, 0.16],
    attack: 0.25,
    decay: Infinity,
    vibrato: 0.004,
    release: 0.25,
    breath: 0.04,
  },
  Synthesizer: {
    harmonics: [1, 0.5, 0.33, 0.25, 0.2, 0.16, 0.14, 0.12],
    attack: 0.01,
    decay: 0.9,
    vibrato: 0,
  },
  Brass: {
    harmonics: [1, 0.8, 0.7, 0.5, 0.4, 0.3, 0.2],
    attack: 0.04,
    decay: 0.8,
    vibrato: 0.003,
    breath: 0.05,
  },
  Flute: { harmonics: [1, 0.15, 0.05], attack: 0.06, decay: Infinity, vibrato: 0.006, breath: 0.12 },
  Vocals: {
    harmonics: [1, 0.6, 0.45, 0.1, 0.2],
    attack: 0.08,
    decay: Infinity,
    vibrato: 0.008,
    release: 0.12,
    breath: 0.03,
  },
  // Sounds styles give an instrument (see `Style.sounds`) and their own parts.
  Saw: { harmonics: saw, attack: 0.005, decay: 0.5, vibrato: 0 },
  Pad: { harmonics: [1, 0.35, 0.2, 0.08], attack: 0.9, decay: Infinity, vibrato: 0.003, release: 0.8 },
  Bell: { harmonics: [1, 0, 0.3, 0, 0, 0.15], attack: 0.002, decay: 1.4, vibrato: 0 },
  Spiccato: {
    harmonics: [1, 0.55, 0.4, 0.3, 0.2, 0.12],
    attack: 0.008,
    decay: 0.12,
    vibrato: 0,
    breath: 0.05,
  },
  Chop: { harmonics: [1, 0.6, 0.45, 0.1, 0.2], attack: 0.005, decay: 0.12, vibrato: 0, breath: 0.03 },
  Bass: { harmonics: [1, 0.35, 0.1], attack: 0.005, decay: 0.5, vibrato: 0 },
  Sub: { harmonics: [1, 0.12, 0.04], attack: 0.004, decay: 0.9, vibrato: 0 },
};

/** Instruments that can play chords, and the lead, in the order a theme's list is searched. */
export const CHORD_INSTRUMENTS = [
  'Piano',
  'Acoustic Guitar',
  'Ukulele',
  'Strings',
  'Synthesizer',
  'Electric Guitar',
  'Brass',
];
export const LEAD_INSTRUMENTS = [
  'Flute',
  'Vocals',
  'Brass',
  'Synthesizer',
  'Electric Guitar',
  'Piano',
  'Strings',
];
/** Instruments that, when a theme has them and they play neither the chords nor the lead, hold a layer under both. */
export const LAYER_INSTRUMENTS = ['Strings', 'Vocals', 'Synthesizer'];

/**
 * How an instrument phrases a melody when it leads, as sixteenth steps of a bar, and how many octaves above the
 * style's register it plays: a flute runs in eighths up high, brass plays syncopated figures, a voice sings longer
 * notes, a guitar answers with short licks. Instruments not listed play the style's even `leadNotes`.
 */
export const LEAD_PHRASING: Record<string, { steps: number[]; octave: number }> = {
  Flute: { steps: [0, 2, 3, 4, 6, 8, 10, 11, 12, 14], octave: 1 },
  Brass: { steps: [0, 3, 6, 10, 11], octave: 0 },
  Vocals: { steps: [0, 6, 8, 12], octave: 0 },
  'Electric Guitar': { steps: [0, 1, 2, 8, 9, 10, 14], octave: 0 },
};
