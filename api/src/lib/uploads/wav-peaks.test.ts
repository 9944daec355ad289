import { sineWav } from '../../routes/uploads/test-support';
import { WavPeaks } from './wav-peaks';

const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

describe('WavPeaks', () => {
  it('computes 200 rising peaks from a fading-in WAV fed in odd-sized chunks', () => {
    const wav = sineWav(2);
    const peaks = new WavPeaks();
    for (let offset = 0; offset < wav.length; offset += 333) peaks.push(wav.subarray(offset, offset + 333));
    const result = peaks.result()!;
    expect(result).toHaveLength(200);
    expect(Math.max(...result)).toBe(1);
    expect(result[10]!).toBeLessThan(result[100]!);
    expect(result[100]!).toBeLessThan(result[199]!);
  });

  it('gives no peaks for a file that is not 16-bit PCM WAV', () => {
    const peaks = new WavPeaks();
    peaks.push(bytes('RIFF\0\0\0\0WAVEdata\x04\0\0\0\0\0\0\0'));
    expect(peaks.result()).toBeNull();
  });
});
