import { SOUND_CONFIDENCE } from '@rsm/shared/schemas';
import { ANALYSIS_RATE, summariseFrames } from './features';
import { addHpcp, spectralPeaks } from './hpcp';
import { estimateKey, keyName } from './key';

const RATE = ANALYSIS_RATE;
const FRAME = 4096;

/** MIDI note to Hz for an instrument tuned `cents` away from A = 440 Hz. */
const hz = (midi: number, cents = 0) => 440 * 2 ** ((midi - 69) / 12 + cents / 1200);

/**
 * Chords as a piano-like instrument plays them: each note six harmonics (amplitude 1/h), each chord held `seconds`
 * with a short attack and a decay, the whole progression played `repeats` times.
 */
function play(chords: number[][], { seconds = 1.5, repeats = 2, cents = 0 } = {}): Float32Array {
  const length = Math.round(seconds * RATE);
  const samples = new Float32Array(length * chords.length * repeats);
  chords.forEach((notes, c) => {
    for (let r = 0; r < repeats; r++) {
      const start = (r * chords.length + c) * length;
      for (const midi of notes)
        for (let h = 1; h <= 6; h++) {
          const step = (2 * Math.PI * hz(midi, cents) * h) / RATE;
          for (let i = 0; i < length; i++) {
            const envelope = Math.min(1, i / 200) * Math.exp(-i / RATE);
            samples[start + i]! += (0.05 / h) * envelope * Math.sin(step * i);
          }
        }
    }
  });
  return samples;
}

// i – iv – V – i in A minor (with the raised seventh, G#), and I – IV – V – I in C major, bass an octave below.
const A_MINOR = [
  [45, 57, 60, 64],
  [50, 62, 65, 69],
  [40, 56, 59, 64],
  [45, 57, 60, 64],
];
const C_MAJOR = [
  [48, 60, 64, 67],
  [53, 60, 65, 69],
  [43, 59, 62, 67],
  [48, 60, 64, 67],
];

const keyOf = (samples: Float32Array) => estimateKey(summariseFrames(samples).keyChroma);

describe('key', () => {
  it('reads a chord progression in A minor as A minor, and sure of it', () => {
    const key = keyOf(play(A_MINOR));
    expect(keyName(key)).toBe('A minor');
    expect(key.confidence).toBeGreaterThanOrEqual(SOUND_CONFIDENCE.key);
  });

  it('reads a chord progression in C major as C major', () => {
    expect(keyName(keyOf(play(C_MAJOR)))).toBe('C major');
  });

  it('allows for a recording tuned 30 cents sharp (halfway to the next semitone would split every note)', () => {
    const sharp = play(A_MINOR, { cents: 30 });
    const summary = summariseFrames(sharp);
    expect(summary.tuning).toBeGreaterThanOrEqual(25);
    expect(summary.tuning).toBeLessThanOrEqual(35);
    expect(keyName(estimateKey(summary.keyChroma))).toBe('A minor');
    // Also 45 cents flat, nearer the semitone below than its own.
    expect(keyName(keyOf(play(C_MAJOR, { cents: -45 })))).toBe('C major');
  });

  it('finds no clear key in a chromatic cluster (all twelve notes at once)', () => {
    const cluster = Array.from({ length: 12 }, (_, i) => 57 + i);
    expect(keyOf(play([cluster], { seconds: 4, repeats: 1 })).confidence).toBeLessThan(SOUND_CONFIDENCE.key);
  });
});

describe('hpcp', () => {
  /** One frame of a note with harmonics, as meyda's amplitude spectrum of a Hann-windowed frame would show it. */
  function spectrumOf(midi: number, harmonics: number[]): Float32Array {
    const spectrum = new Float32Array(FRAME / 2);
    harmonics.forEach((amplitude, i) => {
      const bin = (hz(midi) * (i + 1) * FRAME) / RATE;
      for (let b = Math.floor(bin) - 3; b <= Math.ceil(bin) + 3; b++) {
        const d = Math.abs(b - bin);
        // The Hann window's main lobe is two bins wide either side.
        if (b > 0 && d < 2) spectrum[b]! += amplitude * 0.5 * (1 + Math.cos((Math.PI * d) / 2));
      }
    });
    return spectrum;
  }

  it('places a note with strong upper harmonics on its own pitch class, not its fifth or third', () => {
    // A3 whose 3rd (E) and 5th (C#) harmonics are as loud as its fundamental.
    const profile = new Float64Array(12);
    expect(addHpcp(spectralPeaks(spectrumOf(57, [1, 0.8, 1, 0.6, 1]), RATE, FRAME), profile)).toBe(true);
    const loudest = profile.indexOf(Math.max(...profile));
    expect(loudest).toBe(9);
    expect(profile[9]).toBe(1);
    expect(profile[4]!).toBeLessThan(1);
    expect(profile[1]!).toBeLessThan(1);
  });

  it('finds the peaks between bins', () => {
    const peaks = spectralPeaks(spectrumOf(69, [1]), RATE, FRAME);
    expect(peaks.frequencies).toHaveLength(1);
    expect(Math.abs(peaks.frequencies[0]! - 440)).toBeLessThan(0.5);
  });

  it('adds nothing for a silent frame', () => {
    const profile = new Float64Array(12);
    expect(addHpcp(spectralPeaks(new Float32Array(FRAME / 2), RATE, FRAME), profile)).toBe(false);
    expect([...profile].every((value) => value === 0)).toBe(true);
  });
});
