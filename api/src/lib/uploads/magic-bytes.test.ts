import { sineWav } from '../../routes/uploads/test-support';
import { sniffAudio, sniffPdf } from './magic-bytes';
import { WavPeaks } from './wav-peaks';

const bytes = (text: string, extra: number[] = []) =>
  new Uint8Array([...Buffer.from(text, 'latin1'), ...extra]);

describe('sniffAudio', () => {
  it('recognises WAV, AIFF and MP3 by their first bytes', () => {
    expect(sniffAudio(bytes('RIFF\0\0\0\0WAVEfmt '))).toBe('wav');
    expect(sniffAudio(bytes('FORM\0\0\0\0AIFFCOMM'))).toBe('aiff');
    expect(sniffAudio(bytes('FORM\0\0\0\0AIFCCOMM'))).toBe('aiff');
    expect(sniffAudio(bytes('ID3\x04\0\0\0\0\0\0\0\0'))).toBe('mp3');
    expect(sniffAudio(new Uint8Array([0xff, 0xfb, 0x90, 0x64, 0, 0, 0, 0, 0, 0, 0, 0]))).toBe('mp3');
  });

  it('refuses other files whatever they are called', () => {
    expect(sniffAudio(bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3'))).toBeNull();
    expect(sniffAudio(bytes('RIFF\0\0\0\0AVI LIST'))).toBeNull();
    expect(sniffAudio(bytes('hello world!'))).toBeNull();
    expect(sniffAudio(new Uint8Array([0xff, 0xe0, 0, 0]))).toBeNull();
  });
});

describe('sniffPdf', () => {
  it('accepts only files that start with %PDF-', () => {
    expect(sniffPdf(bytes('%PDF-1.4\n'))).toBe('pdf');
    expect(sniffPdf(bytes(' %PDF-1.4'))).toBeNull();
    expect(sniffPdf(bytes('RIFF\0\0\0\0WAVE'))).toBeNull();
  });
});

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
