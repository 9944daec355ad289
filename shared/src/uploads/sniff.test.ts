import { sniffAudio, sniffPdf } from './sniff';

const bytes = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

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
