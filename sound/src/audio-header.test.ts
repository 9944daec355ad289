import fc from 'fast-check';
import { encodeAiff } from './encode/aiff';
import { encodeMp3 } from './encode/mp3';
import { encodeWav } from './encode/wav';
import { AudioFormatError, inspectAudio } from './audio-header';
import { decodeAudio } from './decode';
import { bytesOf, RATE, tone, wav } from './test-support';

/** The 80-bit extended float of an AIFF sample rate (integer rates only). */
const extended80 = (rate: number) => {
  const exponent = Math.floor(Math.log2(rate));
  const mantissa = rate * 2 ** (31 - exponent);
  return [
    [16383 + exponent, 2, false],
    [mantissa >>> 0, 4, false],
    [0, 4, false],
  ] as [number, 2 | 4, boolean][];
};

/** The 58-byte AIFF that declared 10 million frames: 8 s of API CPU and 548 MB before. */
const aiff58 = (bits: number) =>
  bytesOf([
    'FORM',
    [50, 4, false],
    'AIFF',
    'COMM',
    [18, 4, false],
    [1, 2, false],
    [10_000_000, 4, false],
    [bits, 2, false],
    ...extended80(RATE),
    'SSND',
    [12, 4, false],
    [0, 4, false],
    [0, 4, false],
    'abcd',
  ]);

const refusal = (bytes: Uint8Array): string => {
  try {
    inspectAudio(bytes);
  } catch (error) {
    if (error instanceof AudioFormatError) return error.message;
    throw error;
  }
  throw new Error('accepted');
};

describe('checking an audio header against its bytes', () => {
  it('reads the layout of real WAV, AIFF and MP3 files', () => {
    expect(inspectAudio(encodeWav(tone(2), RATE))).toMatchObject({
      container: 'wav',
      channels: 1,
      bits: 16,
      sampleRate: RATE,
      frames: 2 * RATE,
    });
    expect(inspectAudio(encodeAiff(tone(2), RATE))).toMatchObject({
      container: 'aiff',
      channels: 1,
      bits: 16,
      sampleRate: RATE,
      frames: 2 * RATE,
    });
    expect(inspectAudio(encodeMp3(tone(2), RATE))).toMatchObject({
      container: 'mp3',
      sampleRate: RATE,
      channels: 1,
    });
  });

  it('refuses an AIFF declaring millions of frames its 58 bytes do not hold, at once', () => {
    expect(aiff58(16)).toHaveLength(58);
    const started = performance.now();
    expect(refusal(aiff58(16))).toMatch(
      /cut short: its COMM chunk declares 20000000 bytes but the file holds 4/,
    );
    expect(refusal(aiff58(0))).toMatch(/^0 bits per sample cannot be read/);
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('refuses sample widths no decoder reads, with the width in the message', () => {
    for (const bits of [0, 1, 4, 12, 20, 48, 64])
      expect(refusal(wav({ bits }))).toBe(
        `${bits} bits per sample cannot be read: send 8, 16, 24 or 32-bit PCM, or 32 or 64-bit floating point.`,
      );
    expect(refusal(wav({ code: 3, bits: 16 }))).toMatch(/^16 bits per sample/);
    expect(() =>
      inspectAudio(wav({ code: 3, bits: 32, declared: 4 * 2 * RATE, held: 4 * 2 * RATE })),
    ).not.toThrow();
  });

  it('reads a streamed WAV, whose data chunk runs to the end of the file without a length (0xFFFFFFFF or 0)', () => {
    for (const declared of [0xffff_ffff, 0]) {
      const header = inspectAudio(wav({ declared, held: 3 * RATE * 2 }));
      expect(header).toMatchObject({ container: 'wav', sampleRate: RATE, frames: 3 * RATE });
    }
  });

  it('refuses a data chunk larger than the file, and other impossible headers', () => {
    expect(refusal(wav({ declared: 50 * 1024 * 1024, held: 100 }))).toBe(
      'The file is cut short: its "data" chunk declares 52428800 bytes but the file holds 100.',
    );
    expect(refusal(wav({ channels: 0 }))).toMatch(/declares 0 channels/);
    expect(refusal(wav({ channels: 65_535 }))).toMatch(/declares 65535 channels/);
    expect(refusal(wav({ rate: 0 }))).toMatch(/unsupported sample rate/);
    expect(refusal(wav({ rate: 4_000_000_000 }))).toMatch(/unsupported sample rate/);
    expect(refusal(wav({ code: 2 }))).toBe('Only PCM and floating-point WAV files can be read.');
    expect(refusal(wav({ declared: 100, held: 100 }))).toBe('The audio is shorter than one second.');
    const noFormat = bytesOf(['RIFF', [12, 4], 'WAVE', 'data', [4, 4], 'abcd']);
    expect(refusal(noFormat)).toBe('The WAV file has no format chunk before its audio.');
    const hugeFmt = bytesOf(['RIFF', [12, 4], 'WAVE', 'fmt ', [0xffff_fff0, 4], 'abcd']);
    expect(refusal(hugeFmt)).toMatch(/its "fmt" chunk declares 4294967280 bytes/);
    const id3 = bytesOf(['ID3', [0x0400, 2, false], [0x7f7f, 2, false], [0x7f7f, 2, false], 'abcdefgh']);
    expect(refusal(id3)).toMatch(/its ID3 tag declares \d+ bytes but the file holds 17/);
    expect(refusal(new TextEncoder().encode('not audio at all, just words '.repeat(100)))).toBe(
      'The file is not WAV, AIFF or MP3 audio.',
    );
    expect(refusal(new Uint8Array(8))).toBe('The file is too short to be audio.');
  });

  it('never fails otherwise than with a format error, on files with mangled headers or cut anywhere', async () => {
    const files = [encodeWav(tone(2), RATE), encodeAiff(tone(2), RATE), encodeMp3(tone(2), RATE)];
    const limits = { maxSeconds: 4, maxSamples: 8 * RATE };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...files.keys()),
        fc.array(fc.tuple(fc.nat(63), fc.nat(255)), { minLength: 1, maxLength: 6 }),
        fc.option(fc.nat(40_000)),
        async (which, changes, cut) => {
          const bytes = files[which]!.slice(0, cut ?? undefined);
          for (const [at, value] of changes) if (at < bytes.length) bytes[at] = value;
          const started = performance.now();
          try {
            await decodeAudio(bytes, limits);
          } catch (error) {
            if (!(error instanceof AudioFormatError)) throw error;
          }
          expect(performance.now() - started).toBeLessThan(2000);
        },
      ),
      { numRuns: 300, seed: 2026 },
    );
  });
});
