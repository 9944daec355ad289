/**
 * How each style plays: which sixteenth steps of a bar carry the kick, snare and hats, how the chords are voiced
 * and struck, and the register. Together with the instruments of a track (its album theme's), its tempo, key and mode
 * this decides how a rendered piece sounds, so pieces of different genres, moods and tempos sound different.
 */
export type StyleName =
  'pop' | 'cinematic' | 'lofi' | 'brazilian' | 'epic' | 'acoustic' | 'synthwave' | 'ambient' | 'hiphop';

export interface Style {
  /** Sixteenth steps (0–15) of a bar with a kick, a snare, a hat. */
  kick: number[];
  snare: number[];
  hats: number[];
  /** Delay of the off-beat sixteenths, as a share of a sixteenth (swing). */
  swing: number;
  /** How the chord instrument strikes: held for the bar, on every beat, or broken into eighths. */
  chords: 'held' | 'beats' | 'arpeggio';
  /** Notes of the lead per bar (0: none). */
  leadNotes: number;
  /** Octaves above the default register (negative: lower). */
  register: number;
  /** Bass notes per bar. */
  bassNotes: number;
  /** Loudness of the drums relative to a pop kit. */
  drums: number;
}

export const STYLES: Record<StyleName, Style> = {
  pop: {
    kick: [0, 8, 10],
    snare: [4, 12],
    hats: [0, 2, 4, 6, 8, 10, 12, 14],
    swing: 0,
    chords: 'beats',
    leadNotes: 4,
    register: 0,
    bassNotes: 8,
    drums: 1,
  },
  cinematic: {
    kick: [0, 4, 8, 12],
    snare: [],
    hats: [0, 4, 8, 12],
    swing: 0,
    chords: 'held',
    leadNotes: 2,
    register: -1,
    bassNotes: 1,
    drums: 0.8,
  },
  lofi: {
    kick: [0, 7, 10],
    snare: [4, 12],
    hats: [0, 2, 4, 6, 8, 10, 12, 14],
    swing: 0.33,
    chords: 'held',
    leadNotes: 2,
    register: 0,
    bassNotes: 2,
    drums: 0.7,
  },
  brazilian: {
    kick: [0, 3, 4, 8, 11, 12],
    snare: [3, 6, 10, 13],
    hats: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
    swing: 0.1,
    chords: 'arpeggio',
    leadNotes: 6,
    register: 1,
    bassNotes: 4,
    drums: 0.6,
  },
  epic: {
    kick: [0, 4, 8, 12],
    snare: [4, 12],
    hats: [0, 2, 4, 6, 8, 10, 12, 14],
    swing: 0,
    chords: 'beats',
    leadNotes: 4,
    register: -1,
    bassNotes: 8,
    drums: 1.2,
  },
  acoustic: {
    kick: [0, 8],
    snare: [4, 12],
    hats: [0, 2, 4, 6, 8, 10, 12, 14],
    swing: 0,
    chords: 'arpeggio',
    leadNotes: 2,
    register: 1,
    bassNotes: 2,
    drums: 0.5,
  },
  synthwave: {
    kick: [0, 4, 8, 12],
    snare: [4, 12],
    hats: [2, 6, 10, 14],
    swing: 0,
    chords: 'arpeggio',
    leadNotes: 4,
    register: 0,
    bassNotes: 8,
    drums: 1,
  },
  ambient: {
    kick: [0, 4, 8, 12],
    snare: [],
    hats: [0, 4, 8, 12],
    swing: 0,
    chords: 'held',
    leadNotes: 1,
    register: 1,
    bassNotes: 1,
    drums: 0.7,
  },
  hiphop: {
    kick: [0, 7, 10],
    snare: [4, 12],
    hats: [0, 2, 4, 6, 8, 10, 12, 14],
    swing: 0.15,
    chords: 'held',
    leadNotes: 0,
    register: -1,
    bassNotes: 2,
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
}

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
  Strings: { harmonics: [1, 0.5, 0.33, 0.25, 0.2, 0.16], attack: 0.25, decay: Infinity, vibrato: 0.004 },
  Synthesizer: {
    harmonics: [1, 0.5, 0.33, 0.25, 0.2, 0.16, 0.14, 0.12],
    attack: 0.01,
    decay: 0.9,
    vibrato: 0,
  },
  Brass: { harmonics: [1, 0.8, 0.7, 0.5, 0.4, 0.3], attack: 0.04, decay: 0.8, vibrato: 0.003 },
  Flute: { harmonics: [1, 0.15, 0.05], attack: 0.06, decay: Infinity, vibrato: 0.006 },
  Vocals: { harmonics: [1, 0.6, 0.45, 0.1, 0.2], attack: 0.08, decay: Infinity, vibrato: 0.008 },
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
