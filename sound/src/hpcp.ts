/**
 * Harmonic pitch class profile (HPCP, Gómez 2006) for the key: the chroma Essentia's key extractor reads, here from
 * the amplitude spectra `features.ts` already computes. Per frame: the spectral peaks (interpolated between bins,
 * the strongest few kept), each peak counted for its own pitch class and, with decaying weight, for the pitch
 * classes of which it could be the 2nd–4th harmonic (so a note's third harmonic adds to its root, not to its fifth),
 * spread over the nearest pitch class by a cosine window one semitone wide and centred at the recording's tuning;
 * each frame normalised to its strongest class, then averaged over the track.
 *
 * The similarity vector keeps its own chroma (`chroma.ts`): this one is only for the key.
 */

/** Peaks read between these frequencies (Essentia's key extractor: 25 Hz–3.5 kHz). */
const MIN_HZ = 25;
const MAX_HZ = 3500;
/** The strongest peaks of a frame that count (Essentia: 60): the rest is mostly noise between partials. */
const MAX_PEAKS = 60;
/** Peaks more than 60 dB below the frame's strongest are ignored. */
const PEAK_FLOOR = 1e-3;
/** Harmonics a peak is counted for (1 = itself) and each one's weight: Gómez's decay of 0.6 per harmonic. */
const HARMONICS = 4;
const HARMONIC_DECAY = 0.6;
/** Width of the cosine weighting window, in semitones (Essentia's default: 1). */
const WINDOW_SEMITONES = 1;

export interface SpectralPeaks {
  /** Hz. */
  frequencies: Float32Array;
  /** Linear magnitude, interpolated. */
  magnitudes: Float32Array;
}

/**
 * The frame's strongest spectral peaks between MIN_HZ and MAX_HZ: local maxima of the amplitude spectrum, each
 * placed between bins by a parabola through the log magnitudes of it and its neighbours.
 */
export function spectralPeaks(spectrum: Float32Array, rate: number, frame: number): SpectralPeaks {
  const binHz = rate / frame;
  const low = Math.max(1, Math.ceil(MIN_HZ / binHz));
  const high = Math.min(spectrum.length - 2, Math.floor(MAX_HZ / binHz));
  let loudest = 0;
  for (let b = low; b <= high; b++) if (spectrum[b]! > loudest) loudest = spectrum[b]!;
  const floor = loudest * PEAK_FLOOR;
  // The local maxima's bins, the strongest MAX_PEAKS kept.
  let bins: number[] = [];
  for (let b = low; b <= high; b++) {
    const m = spectrum[b]!;
    if (m > 0 && m >= floor && m > spectrum[b - 1]! && m >= spectrum[b + 1]!) bins.push(b);
  }
  if (bins.length > MAX_PEAKS) bins = bins.sort((x, y) => spectrum[y]! - spectrum[x]!).slice(0, MAX_PEAKS);
  const frequencies = new Float32Array(bins.length);
  const magnitudes = new Float32Array(bins.length);
  bins.forEach((b, i) => {
    const a = Math.log(spectrum[b - 1]! + 1e-12);
    const c = Math.log(spectrum[b + 1]! + 1e-12);
    const own = Math.log(spectrum[b]!);
    const curvature = a - 2 * own + c;
    const offset = curvature < 0 ? (0.5 * (a - c)) / curvature : 0;
    frequencies[i] = (b + offset) * binHz;
    magnitudes[i] = Math.exp(own - 0.25 * (a - c) * offset);
  });
  return { frequencies, magnitudes };
}

/** Each harmonic's weight on the energy (the weight squared, as the energy is the magnitude squared). */
const HARMONIC_WEIGHTS = Array.from({ length: HARMONICS }, (_, i) => HARMONIC_DECAY ** (2 * i));
/** How far below a peak, in semitones, the note lies of which it is the h-th harmonic. */
const HARMONIC_SEMITONES = Array.from({ length: HARMONICS }, (_, i) => 12 * Math.log2(i + 1));

/**
 * Adds one frame's HPCP (12 classes, index 0 = C, its largest value 1) to `into`, for an instrument tuned
 * `tuningCents` from A = 440 Hz. Returns false (adding nothing) for a frame without peaks.
 */
export function addHpcp(peaks: SpectralPeaks, into: Float64Array, tuningCents = 0): boolean {
  const reference = 440 * 2 ** (tuningCents / 1200);
  const frame = new Float64Array(12);
  const half = WINDOW_SEMITONES / 2;
  for (let p = 0; p < peaks.frequencies.length; p++) {
    const energy = peaks.magnitudes[p]! ** 2;
    // Semitones above C of the peak itself; its h-th subharmonic sits 12·log2(h) lower.
    const pitch = 12 * Math.log2(peaks.frequencies[p]! / reference) + 9;
    for (let h = 0; h < HARMONICS; h++) {
      const position = pitch - HARMONIC_SEMITONES[h]!;
      const weight = energy * HARMONIC_WEIGHTS[h]!;
      for (let bin = Math.ceil(position - half); bin <= Math.floor(position + half); bin++) {
        const distance = Math.abs(position - bin) / WINDOW_SEMITONES;
        frame[((bin % 12) + 12) % 12]! += weight * Math.cos(Math.PI * distance);
      }
    }
  }
  let max = 0;
  for (let i = 0; i < 12; i++) max = Math.max(max, frame[i]!);
  if (max <= 0) return false;
  for (let i = 0; i < 12; i++) into[i]! += frame[i]! / max;
  return true;
}
