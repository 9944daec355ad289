import { ANALYSIS_RATE, summariseFrames } from './features';
import { analyseOnsets } from './onsets';
import { windowedSpread } from './spread';

/**
 * Noise pulsing twice a second (so each stretch has a spread of its own), in sections `sectionSeconds` long whose
 * levels step from quiet to loud: a piece whose sections differ, as an orchestral one's do.
 */
function sections(gains: number[], sectionSeconds: number): Float32Array {
  const length = gains.length * sectionSeconds * ANALYSIS_RATE;
  const out = new Float32Array(length);
  let seed = 12345;
  for (let i = 0; i < length; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const noise = seed / 2 ** 30 - 1;
    const pulse = 0.6 + 0.4 * Math.sin((2 * Math.PI * 2 * i) / ANALYSIS_RATE);
    out[i] = gains[Math.floor(i / (sectionSeconds * ANALYSIS_RATE))]! * pulse * noise;
  }
  return out;
}

const closeTo = (actual: number[], expected: number[], share: number) =>
  actual.forEach((value, i) =>
    expect(Math.abs(value - expected[i]!)).toBeLessThanOrEqual(share * expected[i]! + 1e-6),
  );

describe('spreads over excerpt-long windows', () => {
  it('takes the median of the windows, not the spread across sections', () => {
    const steps = Float64Array.from({ length: 300 }, (_, i) => Math.floor(i / 100) * 10 + (i % 2));
    // Within each 100-value section the values alternate by 1: a spread of 0.5, whatever the steps between them.
    expect(windowedSpread([steps], 50)[0]).toBeCloseTo(0.5, 6);
    expect(windowedSpread([steps.subarray(0, 40)], 50)[0]).toBeCloseTo(0.5, 6);
  });

  it("measures a track's timbre spread as its 30-second excerpts show it", () => {
    const track = sections([0.02, 0.2, 0.9], 60);
    const excerpt = track.subarray(75 * ANALYSIS_RATE, 105 * ANALYSIS_RATE);
    const whole = summariseFrames(track);
    const part = summariseFrames(excerpt);
    closeTo(whole.mfccStd.slice(0, 4), part.mfccStd.slice(0, 4), 0.25);
    // The RMS's spread (the spectral summary's last number), which a step between sections inflated tenfold.
    expect(whole.spectral[9]).toBeLessThan(3 * part.spectral[9]!);
  });

  it("measures a track's band energy spread as its 30-second excerpts show it", () => {
    const track = sections([0.02, 0.2, 0.9], 60);
    const excerpt = track.subarray(75 * ANALYSIS_RATE, 105 * ANALYSIS_RATE);
    closeTo(
      analyseOnsets(track, ANALYSIS_RATE).energyStd,
      analyseOnsets(excerpt, ANALYSIS_RATE).energyStd,
      0.25,
    );
  });
});
