import type { Random } from '../random';

const TAU = 2 * Math.PI;

/**
 * The percussion a style plays: a kit (kick, snare, a gated snare, closed hat, ride, brushes), orchestral and
 * world drums (taiko, timpani, surdo) and small percussion (shaker, rim or clave).
 */
export type DrumKind =
  'kick' | 'snare' | 'gated' | 'hat' | 'ride' | 'brush' | 'taiko' | 'timpani' | 'surdo' | 'shaker' | 'rim';

const LENGTH: Record<DrumKind, number> = {
  kick: 0.3,
  snare: 0.18,
  gated: 0.26,
  hat: 0.05,
  ride: 0.4,
  brush: 0.14,
  taiko: 0.7,
  timpani: 0.9,
  surdo: 0.5,
  shaker: 0.07,
  rim: 0.04,
};

/**
 * Adds one hit at `start`. `pitch` (Hz) tunes the timpani (the key's tonic); the other drums have their own.
 * Noise comes from `noise` so the same piece always renders the same samples.
 */
export function addDrum(
  out: Float32Array,
  rate: number,
  start: number,
  kind: DrumKind,
  level: number,
  noise: Random,
  pitch = 65,
): void {
  const end = Math.min(out.length, start + Math.round(LENGTH[kind] * rate));
  const gateEnd = Math.round(0.24 * rate);
  let low = 0;
  let lower = 0;
  for (let i = Math.max(0, start); i < end; i++) {
    const j = i - start;
    const t = j / rate;
    const white = noise.next() * 2 - 1;
    low += 0.2 * (white - low);
    lower += 0.05 * (white - lower);
    const hiss = white - low; // white noise minus its low-passed self
    let sample: number;
    switch (kind) {
      case 'kick':
        sample = 0.9 * Math.sin(TAU * (50 + 90 * Math.exp(-t * 30)) * t) * Math.exp(-t * 9);
        break;
      case 'snare':
        sample = (0.35 * hiss + 0.3 * Math.sin(TAU * 185 * t)) * Math.exp(-t * 22);
        break;
      case 'gated': {
        // The eighties' gated reverb: a burst of noise held at full level, then cut.
        const gate = j < gateEnd ? 1 : Math.max(0, 1 - (j - gateEnd) / (0.02 * rate));
        sample = (0.4 * hiss + 0.25 * Math.sin(TAU * 190 * t) * Math.exp(-t * 20)) * Math.exp(-t * 3) * gate;
        break;
      }
      case 'hat':
        sample = 0.25 * hiss * Math.exp(-t * 70);
        break;
      case 'ride':
        sample =
          (0.08 * (Math.sin(TAU * 3150 * t) + Math.sin(TAU * 4270 * t) + Math.sin(TAU * 5390 * t)) +
            0.12 * hiss) *
          Math.exp(-t * 9);
        break;
      case 'brush':
        sample = 0.3 * (low - lower) * Math.min(1, t / 0.01) * Math.exp(-t * 18);
        break;
      case 'taiko':
        sample = (0.9 * Math.sin(TAU * (48 + 60 * Math.exp(-t * 18)) * t) + 0.5 * lower) * Math.exp(-t * 5.5);
        break;
      case 'timpani':
        sample =
          (0.7 * Math.sin(TAU * pitch * t) + 0.35 * Math.sin(TAU * 1.5 * pitch * t) + 0.2 * lower) *
          Math.min(1, t / 0.004) *
          Math.exp(-t * 3.5);
        break;
      case 'surdo':
        sample = (0.85 * Math.sin(TAU * (62 + 25 * Math.exp(-t * 25)) * t) + 0.2 * low) * Math.exp(-t * 6);
        break;
      case 'shaker':
        sample = 0.3 * hiss * Math.min(1, t / 0.012) * Math.exp(-t * 45);
        break;
      case 'rim':
        sample = 0.35 * (Math.sin(TAU * 2480 * t) + 0.6 * Math.sin(TAU * 1650 * t)) * Math.exp(-t * 110);
        break;
    }
    out[i]! += level * sample;
  }
}
