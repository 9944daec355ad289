import { SOUND_CONFIDENCE } from '@rsm/shared/schemas';
import { ONSET_HOP } from './onsets';
import { estimateTempo, tempoOfEnvelope } from './tempo';

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

/** A drum hit at `at`: a falling 140 → 60 Hz kick, a noisy snare or a short hat, from a fixed seed. */
function addHit(samples: Float32Array, at: number, drum: 'kick' | 'snare' | 'hat'): void {
  let state = Math.round(at) | 1;
  for (let i = 0; i < 2400 && at + i < samples.length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const white = (state >>> 0) / 2 ** 31 - 1;
    const value =
      drum === 'kick'
        ? 0.9 * Math.sin((2 * Math.PI * (60 + 80 * Math.exp(-i / 300)) * i) / RATE) * Math.exp(-i / 900)
        : drum === 'snare'
          ? 0.7 * (0.6 * white + 0.4 * Math.sin((2 * Math.PI * 190 * i) / RATE)) * Math.exp(-i / 500)
          : 0.25 * white * Math.exp(-i / 120);
    samples[Math.round(at) + i]! += value;
  }
}

/**
 * A syncopated groove on a sixteenth-note grid: the kick on 1, the "and" of 2 and 4 (three, three and two eighths),
 * the snare on the "and" of 3, closed hats on every off-beat eighth — the dotted figure that repeats every beat and a
 * half, which an autocorrelation comb reads as the beat.
 */
function groove(bpm: number, seconds: number, fromStep = 0): Float32Array {
  const samples = new Float32Array(RATE * seconds);
  const step = (60 / bpm / 4) * RATE;
  for (let k = 0; k * step < samples.length; k++) {
    const at = k * step;
    const position = (k + fromStep) % 16;
    if ([0, 6, 12].includes(position)) addHit(samples, at, 'kick');
    if (position === 10) addHit(samples, at, 'snare');
    if (position % 4 === 2) addHit(samples, at, 'hat');
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

  it.each([160, 170])(
    'reads a syncopated groove at %i BPM at its beat, not at the 2/3 its dotted figure repeats at',
    (bpm) => {
      const reading = estimateTempo(groove(bpm, 30), RATE);
      expect(reading.bpm).toBeGreaterThan(bpm * 0.98);
      expect(reading.bpm).toBeLessThan(bpm * 1.02);
      expect(reading.confidence).toBeGreaterThan(SOUND_CONFIDENCE.bpm);
    },
  );

  it('reads a 12-second excerpt from the middle of a syncopated groove at the tempo of the whole', () => {
    const whole = estimateTempo(groove(165, 40), RATE).bpm!;
    const excerpt = estimateTempo(groove(165, 12, 5), RATE).bpm!;
    expect(Math.abs(excerpt / whole - 1)).toBeLessThan(0.02);
    expect(Math.abs(whole / 165 - 1)).toBeLessThan(0.02);
  });

  it('keeps a groove with a backbeat snare at its own level rather than a relative 3:2 away', () => {
    // Kick on 1 and the "and" of 2, snare on 2 and 4, off-beat hats: it fits the bars about as well at 2/3.
    const samples = new Float32Array(RATE * 30);
    const step = (60 / 150 / 4) * RATE;
    for (let k = 0; k * step < samples.length; k++) {
      if ([0, 6].includes(k % 16)) addHit(samples, k * step, 'kick');
      if ([4, 12].includes(k % 16)) addHit(samples, k * step, 'snare');
      if (k % 4 === 2) addHit(samples, k * step, 'hat');
    }
    const reading = estimateTempo(samples, RATE);
    expect(reading.bpm).toBeGreaterThan(150 * 0.98);
    expect(reading.bpm).toBeLessThan(150 * 1.02);
  });

  /** Thirty seconds of drums on a sixteenth-note grid at `bpm`: `hits(k)` names the drums on the k-th sixteenth. */
  function drums(bpm: number, hits: (k: number) => ('kick' | 'snare' | 'hat')[]): Float32Array {
    const samples = new Float32Array(RATE * 30);
    const step = (60 / bpm / 4) * RATE;
    for (let k = 0; k * step < samples.length; k++)
      for (const drum of hits(k)) addHit(samples, k * step, drum);
    return samples;
  }

  it.each([
    [
      'a half-time groove at 160 BPM (kick on 1, snare on 3, a hat on every beat)',
      160,
      (k: number) => [
        ...(k % 16 === 0 ? (['kick'] as const) : []),
        ...(k % 16 === 8 ? (['snare'] as const) : []),
        ...(k % 4 === 0 ? (['hat'] as const) : []),
      ],
    ],
    [
      'a tresillo at 120 BPM (kick on three, three and two sixteenths, snare on 2, a hat on every beat)',
      120,
      (k: number) => [
        ...([0, 3, 6].includes(k % 8) ? (['kick'] as const) : []),
        ...(k % 8 === 4 ? (['snare'] as const) : []),
        ...(k % 4 === 0 ? (['hat'] as const) : []),
      ],
    ],
  ])('reads %s at its beat, not at the half its bar repeats at', (_, bpm, hits) => {
    const reading = estimateTempo(
      drums(bpm, (k) => [...hits(k)]),
      RATE,
    );
    expect(reading.bpm).toBeGreaterThan(bpm * 0.98);
    expect(reading.bpm).toBeLessThan(bpm * 1.02);
  });

  it('is unsure of noise, which has no pulse: it shows as "No steady pulse"', () => {
    const reading = estimateTempo(noise(20), RATE);
    expect(reading.confidence).toBeLessThan(SOUND_CONFIDENCE.bpm);
  });

  it('reads nothing in silence', () => {
    expect(estimateTempo(new Float32Array(RATE * 5), RATE)).toEqual({ bpm: null, confidence: 0 });
  });

  it('reads a beat whose bars repeat over a stronger four-beat lag unrelated to it (held orchestral notes)', () => {
    // An onset envelope built to the autocorrelation's shape, at the analysis' frame rate: a soft pulse at 90 BPM
    // under a two-bar figure that repeats exactly (the bars), and at 192 BPM a figure that holds for two of its
    // beats and then changes. Over one to four beats the 192 reads stronger; over eight only the 90 repeats.
    const fps = RATE / ONSET_HOP;
    const frames = Math.round(fps * 60);
    const envelope = new Float32Array(frames);
    let state = 7;
    const random = () => {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      return (state >>> 0) / 2 ** 31 - 1;
    };
    const figure = (length: number) => Float32Array.from({ length }, random);
    const beat = (60 * fps) / 90;
    const bars = figure(Math.round(8 * beat));
    for (let i = 0; i < frames; i++) envelope[i] = bars[i % bars.length]!;
    for (let at = 0; at + 1 < frames; at += beat) {
      envelope[Math.round(at)]! += 2.6;
      envelope[Math.round(at) + 1]! -= 2.6;
    }
    const fast = Math.round((60 * fps) / 192);
    for (let block = 0; block * 2 * fast < frames; block++) {
      const held = figure(fast);
      for (let i = 0; i < 2 * fast && block * 2 * fast + i < frames; i++)
        envelope[block * 2 * fast + i]! += held[i % fast]!;
    }
    const reading = tempoOfEnvelope(envelope, RATE);
    expect(reading.bpm).toBeGreaterThan(90 * 0.98);
    expect(reading.bpm).toBeLessThan(90 * 1.02);
  });
});
