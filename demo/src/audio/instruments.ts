/**
 * How each instrument sounds and plays in a rendered piece: its tone (harmonics, attack, decay, vibrato, breath),
 * which instruments comp chords, lead or hold a layer, and how a lead phrases its melody. The styles (styles.ts) say
 * how a genre is arranged; these say who plays it.
 */

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
