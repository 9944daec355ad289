/**
 * Pitch-class energy of one frame's amplitude spectrum, for the key. meyda's chroma maps every bin up to the
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

/** Which semitone (0 … SEMITONES-1) each spectrum bin belongs to, or -1; cached per frame size and rate. */
const binMaps = new Map<string, Int16Array>();
function semitoneOfBin(bins: number, rate: number, frame: number): Int16Array {
  const id = `${bins}:${rate}:${frame}`;
  let map = binMaps.get(id);
  if (!map) {
    map = new Int16Array(bins).fill(-1);
    for (let b = 1; b < bins; b++) {
      const midi = Math.round(69 + 12 * Math.log2((b * rate) / frame / 440));
      if (midi >= LOWEST_MIDI && midi < LOWEST_MIDI + SEMITONES) map[b] = midi - LOWEST_MIDI;
    }
    binMaps.set(id, map);
  }
  return map;
}

/** Adds the frame's pitch-class energy to `into` (index 0 = C). */
export function addPitchClasses(
  spectrum: Float32Array,
  rate: number,
  frame: number,
  into: Float64Array,
): void {
  const map = semitoneOfBin(spectrum.length, rate, frame);
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
