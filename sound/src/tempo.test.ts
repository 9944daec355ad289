import { SOUND_CONFIDENCE } from '@rsm/shared/schemas';
import { estimateTempo } from './tempo';

const RATE = 22_050;

/** A click track: a short decaying 1 kHz burst on every beat, a softer one on the off-beat eighth when asked. */
function clicks(bpm: number, seconds: number, offbeats = false): Float32Array {
  const samples = new Float32Array(RATE * seconds);
  const beat = (60 / bpm) * RATE;
  const click = (at: number, level: number) => {
    for (let i = 0; i < 600 && at + i < samples.length; i++)
      samples[Math.round(at) + i] = level * Math.exp(-i / 120) * Math.sin((2 * Math.PI * 1000 * i) / RATE);
  };
  for (let at = 0; at < samples.length; at += beat) {
    click(at, 0.8);
    if (offbeats) click(at + beat / 2, 0.3);
  }
  return samples;
}

/** White noise from a fixed seed (xorshift32), so the test is the same every run. */
function noise(seconds: number): Float32Array {
  const samples = new Float32Array(RATE * seconds);
  let state = 2026;
  for (let i = 0; i < samples.length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    samples[i] = (state >>> 0) / 2 ** 31 - 1;
  }
  return samples;
}

describe('estimateTempo', () => {
  it.each([70, 100, 140, 170])(
    'reads a click track at %i BPM at its own level, neither halved nor doubled',
    (bpm) => {
      const reading = estimateTempo(clicks(bpm, 30), RATE);
      expect(reading.bpm).toBeGreaterThan(bpm * 0.98);
      expect(reading.bpm).toBeLessThan(bpm * 1.02);
      expect(reading.confidence).toBeGreaterThan(0.5);
    },
  );

  it('reads fast music with eighth notes on the beat, not at the half or two thirds a prior near 105 gave', () => {
    const reading = estimateTempo(clicks(140, 30, true), RATE);
    expect(reading.bpm).toBeGreaterThan(140 * 0.98);
    expect(reading.bpm).toBeLessThan(140 * 1.02);
  });

  it('is unsure of noise, which has no pulse: it shows as "No steady pulse"', () => {
    const reading = estimateTempo(noise(20), RATE);
    expect(reading.confidence).toBeLessThan(SOUND_CONFIDENCE.bpm);
  });

  it('reads nothing in silence', () => {
    expect(estimateTempo(new Float32Array(RATE * 5), RATE)).toEqual({ bpm: null, confidence: 0 });
  });
});
