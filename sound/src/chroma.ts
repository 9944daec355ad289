/**
 * Pitch-class energy of one frame's amplitude spectrum, for the similarity vector (the key reads the HPCP of
 * `hpcp.ts`; the tuning estimated here serves both). meyda's chroma maps every bin up to the
 * Nyquist frequency onto the 12 classes, so each note's third and sixth harmonics (a twelfth and two octaves and a
 * fifth above it) add to the class of its fifth: the key read a fifth too high in a third of the pieces. Here bins
 * are first gathered into semitones (G2–B6, lower semitones weighted up), then each semitone's expected
 * harmonics are taken out of the semitones above it, lowest first, before the classes are summed.
 */
// G2 (98 Hz) to B6: below it a 4096-sample frame's bins (5.4 Hz) are wider than semitones and the kick's sweep
// lands there (starting at C1 the key was right 41 % of the time, at G2 81 %).
const LOWEST_MIDI = 43;
const SEMITONES = 53;
/** Semitone offsets of harmonics 2–6 and how much of the fundamental's energy is assumed to be in each. */
const HARMONICS: [number, number][] = [
  [12, 0.6],
  [19, 0.45],
  [24, 0.35],
  [28, 0.25],
  [31, 0.2],
];

const frequencyOf = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

/** How many spectrum bins reach the highest semitone the chroma reads (with a bin to spare). */
export const chromaBins = (rate: number, frame: number) =>
  Math.ceil((frequencyOf(LOWEST_MIDI + SEMITONES) * frame) / rate) + 1;

/**
 * Which semitone (0 … SEMITONES-1) each spectrum bin belongs to, or -1, for an instrument tuned `cents` away from
 * A = 440 Hz; cached per frame size, rate and tuning.
 */
const binMaps = new Map<string, Int16Array>();
function semitoneOfBin(bins: number, rate: number, frame: number, cents: number): Int16Array {
  const id = `${bins}:${rate}:${frame}:${cents}`;
  let map = binMaps.get(id);
  if (!map) {
    map = new Int16Array(bins).fill(-1);
    for (let b = 1; b < bins; b++) {
      const midi = Math.round(69 + 12 * Math.log2((b * rate) / frame / 440) - cents / 100);
      if (midi >= LOWEST_MIDI && midi < LOWEST_MIDI + SEMITONES) map[b] = midi - LOWEST_MIDI;
    }
    binMaps.set(id, map);
  }
  return map;
}

/**
 * The tuning of a recording in cents from A = 440 Hz (−50 to 50), read from where the spectral peaks (200 Hz to the
 * top semitone) sit between equal-tempered semitones: each peak's frequency interpolated between bins, its
 * distance to the nearest semitone averaged round the circle of one semitone, weighted by the peak's magnitude.
 * A band or a synth tuned a quarter-tone away otherwise splits every note between two pitch classes.
 */
export function estimateTuning(spectra: Float32Array[], rate: number, frame: number): number {
  let x = 0;
  let y = 0;
  const lowest = Math.ceil((200 * frame) / rate);
  for (const spectrum of spectra) {
    let loudest = 0;
    for (let b = lowest; b < spectrum.length; b++) loudest = Math.max(loudest, spectrum[b]!);
    for (let b = lowest; b < spectrum.length - 1; b++) {
      const m = spectrum[b]!;
      if (m < loudest * 0.1 || m <= spectrum[b - 1]! || m < spectrum[b + 1]!) continue;
      const [a, c] = [Math.log(spectrum[b - 1]! + 1e-12), Math.log(spectrum[b + 1]! + 1e-12)];
      const curvature = a - 2 * Math.log(m) + c;
      const offset = curvature < 0 ? (0.5 * (a - c)) / curvature : 0;
      const cents = 1200 * Math.log2(((b + offset) * rate) / frame / 440);
      const angle = (2 * Math.PI * cents) / 100;
      x += m * Math.cos(angle);
      y += m * Math.sin(angle);
    }
  }
  if (x === 0 && y === 0) return 0;
  return Math.round((100 * Math.atan2(y, x)) / (2 * Math.PI));
}

/** Adds the frame's pitch-class energy to `into` (index 0 = C), for an instrument tuned `tuningCents` off. */
export function addPitchClasses(
  spectrum: Float32Array,
  rate: number,
  frame: number,
  into: Float64Array,
  tuningCents = 0,
): void {
  const map = semitoneOfBin(spectrum.length, rate, frame, tuningCents);
  const semitones = new Float64Array(SEMITONES);
  // The strongest bin of each semitone: a peak, not the spread of its neighbours' skirts.
  for (let b = 0; b < spectrum.length; b++) {
    const s = map[b]!;
    if (s >= 0 && spectrum[b]! > semitones[s]!) semitones[s] = spectrum[b]!;
  }
  for (let s = 0; s < SEMITONES; s++) {
    const own = semitones[s]!;
    if (own <= 0) continue;
    for (const [offset, share] of HARMONICS)
      if (s + offset < SEMITONES) semitones[s + offset] = Math.max(0, semitones[s + offset]! - share * own);
  }
  let total = 0;
  for (let s = 0; s < SEMITONES; s++) total += semitones[s]!;
  if (total <= 0) return;
  for (let s = 0; s < SEMITONES; s++) {
    // Bass and chord notes (below ~500 Hz) say more about the key than the upper melody's passing notes.
    const weight = frequencyOf(LOWEST_MIDI + s) < 500 ? 1 : 0.6;
    into[(LOWEST_MIDI + s) % 12]! += (weight * semitones[s]!) / total;
  }
}
