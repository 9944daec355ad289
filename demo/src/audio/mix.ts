/** What is done to a rendered piece's whole mix: the style's filtering and wear, then 16-bit PCM. */
import type { Random } from '../random';

const TAU = 2 * Math.PI;

/** Two one-pole low-passes at `cutoff` Hz over the whole mix. */
export function lowPass(mix: Float32Array, rate: number, cutoff: number): void {
  const a = 1 - Math.exp((-TAU * cutoff) / rate);
  let y1 = 0;
  let y2 = 0;
  for (let i = 0; i < mix.length; i++) {
    y1 += a * (mix[i]! - y1);
    y2 += a * (y1 - y2);
    mix[i] = y2;
  }
}

/** The crackle of a worn record: a few clicks a second and a faint hiss, relative to the mix's peak. */
export function addCrackle(mix: Float32Array, rate: number, amount: number, rng: Random): void {
  let loudest = 1e-9;
  for (const sample of mix) loudest = Math.max(loudest, Math.abs(sample));
  const clicks = (8 * amount) / rate;
  let hiss = 0;
  for (let i = 0; i < mix.length; i++) {
    const white = rng.next() * 2 - 1;
    hiss += 0.3 * (white - hiss);
    mix[i]! += 0.012 * amount * loudest * hiss;
    if (rng.next() < clicks) {
      const size = (0.1 + 0.3 * rng.next()) * amount * loudest * (rng.next() < 0.5 ? -1 : 1);
      for (let j = 0; j < 12 && i + j < mix.length; j++) mix[i + j]! += size * Math.exp(-j / 2.5);
    }
  }
}

/** Scales to the peak, fades in and out, and rounds to 16 bits. */
export function toPcm(mix: Float32Array, rate: number, seconds: number, peak: number): Int16Array {
  let loudest = 1e-9;
  for (const sample of mix) loudest = Math.max(loudest, Math.abs(sample));
  const gain = peak / loudest;
  const pcm = new Int16Array(mix.length);
  for (let i = 0; i < mix.length; i++) {
    const t = i / rate;
    const fade = Math.min(1, t / 0.5, (seconds - t) / 1.5);
    pcm[i] = Math.max(-32767, Math.min(32767, Math.round(mix[i]! * gain * fade * 32767)));
  }
  return pcm;
}
