import { integratedLoudness, loudnessMeter } from './loudness';

const RATE = 44_100;

/** A sine of `hz` at `amplitude` (full scale 1) for `seconds`. */
function sine(hz: number, amplitude: number, seconds: number, rate = RATE): Float32Array {
  const samples = new Float32Array(Math.round(seconds * rate));
  for (let i = 0; i < samples.length; i++) samples[i] = amplitude * Math.sin((2 * Math.PI * hz * i) / rate);
  return samples;
}

describe('integratedLoudness (ITU-R BS.1770-4)', () => {
  it('reads a full-scale 1 kHz sine in one channel at -3.01 LUFS, at any sample rate', () => {
    for (const rate of [44_100, 48_000, 22_050, 11_025])
      expect(integratedLoudness([sine(1000, 1, 5, rate)], rate)).toBeCloseTo(-3.01, 1);
  });

  it('sums the channels: a -20 dBFS 1 kHz sine in both reads -20 LUFS', () => {
    const tone = sine(1000, 0.1, 5);
    expect(integratedLoudness([tone, tone], RATE)).toBeCloseTo(-20, 1);
  });

  it('weights the spectrum: a 100 Hz tone reads quieter than a 1 kHz tone of the same level, 4 kHz louder', () => {
    const at = (hz: number) => integratedLoudness([sine(hz, 0.5, 5)], RATE)!;
    expect(at(100)).toBeLessThan(at(1000));
    expect(at(4000)).toBeGreaterThan(at(1000) + 2);
  });

  it('gates out quiet passages: a tone after 6 s at -60 dBFS reads within 0.3 LU of the tone alone (not 4 LU under)', () => {
    const alone = integratedLoudness([sine(1000, 0.3, 4)], RATE)!;
    const quiet = sine(1000, 0.001, 6);
    const both = new Float32Array(quiet.length + Math.round(4 * RATE));
    both.set(quiet);
    both.set(sine(1000, 0.3, 4), quiet.length);
    // Only the blocks across the change sit between the two levels.
    expect(Math.abs(integratedLoudness([both], RATE)! - alone)).toBeLessThan(0.3);
  });

  it('answers null for silence and for audio shorter than a block', () => {
    expect(integratedLoudness([new Float32Array(RATE * 3)], RATE)).toBeNull();
    expect(integratedLoudness([sine(1000, 1, 0.3)], RATE)).toBeNull();
  });

  it('measures a recording handed over a stretch at a time as it measures it whole', () => {
    const left = sine(220, 0.4, 7);
    const right = sine(3000, 0.2, 7);
    // Stretches of odd lengths, none a multiple of the 100 ms step.
    const meter = loudnessMeter(RATE);
    for (let at = 0; at < left.length; at += 12_345)
      meter.add([left.subarray(at, at + 12_345), right.subarray(at, at + 12_345)]);
    expect(meter.integrated()).toBeCloseTo(integratedLoudness([left, right], RATE)!, 9);
  });
});
