import type { Random } from '../random';

const TAU = 2 * Math.PI;

/** Adds a kick (a falling sine), a snare (noise and a tone) or a hat (high-passed noise) at `start`. */
export function addDrum(
  out: Float32Array,
  rate: number,
  start: number,
  kind: 'kick' | 'snare' | 'hat',
  level: number,
  noise: Random,
): void {
  const seconds = kind === 'kick' ? 0.3 : kind === 'snare' ? 0.18 : 0.05;
  const end = Math.min(out.length, start + Math.round(seconds * rate));
  let low = 0;
  for (let i = Math.max(0, start); i < end; i++) {
    const t = (i - start) / rate;
    let sample: number;
    if (kind === 'kick') sample = 0.9 * Math.sin(TAU * (50 + 90 * Math.exp(-t * 30)) * t) * Math.exp(-t * 9);
    else {
      const white = noise.next() * 2 - 1;
      low += 0.2 * (white - low);
      const hiss = white - low; // white noise minus its low-passed self
      sample =
        kind === 'snare'
          ? (0.35 * hiss + 0.3 * Math.sin(TAU * 185 * t)) * Math.exp(-t * 22)
          : 0.25 * hiss * Math.exp(-t * 70);
    }
    out[i]! += level * sample;
  }
}
