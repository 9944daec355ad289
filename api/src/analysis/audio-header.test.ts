import fc from 'fast-check';
import { encodeAiff } from '../seed/audio/aiff';
import { encodeMp3 } from '../seed/audio/mp3';
import { encodeWav } from '../seed/audio/wav';
import { AudioFormatError, inspectAudio } from './audio-header';
import { decodeAudio } from './decode';
import { integratedLoudness } from './loudness';

const RATE = 8000;
const tone = (seconds: number) =>
  Int16Array.from({ length: seconds * RATE }, (_, i) =>
    Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / RATE)),
  );

/** A file written field by field, big- or little-endian: how the crafted headers below are made. */
function bytesOf(parts: (string | [number, 2 | 4, boolean?])[]): Uint8Array {
  const size = parts.reduce((sum, part) => sum + (typeof part === 'string' ? part.length : part[1]), 0);
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  let at = 0;
  for (const part of parts) {
    if (typeof part === 'string') for (const char of part) out[at++] = char.charCodeAt(0);
    else {
      const [value, width, little = true] = part;
      if (width === 2) view.setUint16(at, value, little);
      else view.setUint32(at, value, little);
      at += width;
    }
  }
  return out;
}

/** A WAV whose fmt chunk says what the test wants, followed by `held` bytes of samples declared as `declared`. */
function wav({
  code = 1,
  channels = 1,
  rate = RATE,
  bits = 16,
  declared = 2 * RATE * 2,
  held = 2 * RATE * 2,
}) {
  const head = bytesOf([
    'RIFF',
    [36 + held, 4],
    'WAVE',
    'fmt ',
    [16, 4],
    [code, 2],
    [channels, 2],
    [rate, 4],
    [(rate * channels * bits) / 8, 4],
    [(channels * bits) / 8, 2],
    [bits, 2],
    'data',
    [declared, 4],
  ]);
  const out = new Uint8Array(head.length + held);
  out.set(head);
  return out;
}

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

  it('decodes only the first minutes a file holds, whatever its length', async () => {
    const limits = { maxSeconds: 2, maxSamples: 10 * RATE };
    const long = tone(6);
    for (const file of [encodeWav(long, RATE), encodeAiff(long, RATE), encodeMp3(long, RATE)]) {
      const decoded = await decodeAudio(file, limits);
      expect(decoded.channels[0]).toHaveLength(2 * RATE);
    }
    // Eight channels share the sample budget: fewer seconds each.
    const eight = wav({ channels: 8, declared: 8 * 2 * 4 * RATE, held: 8 * 2 * 4 * RATE });
    const decoded = await decodeAudio(eight, { maxSeconds: 60, maxSamples: 8 * 1.5 * RATE });
    expect(decoded.channels).toHaveLength(8);
    expect(decoded.channels[0]).toHaveLength(1.5 * RATE);
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

  it('decodes every PCM width and float format to the same samples, per channel', async () => {
    // Left and right: a full-scale negative, a half-scale positive, zero, a quarter-scale negative, repeated.
    const pattern = [
      [-1, 0.5],
      [0.5, -0.25],
      [0, -1],
      [-0.25, 0],
    ];
    const formats = [
      {
        code: 1,
        bits: 8,
        write: (v: DataView, at: number, x: number) => v.setUint8(at, Math.max(0, x * 128 + 128)),
      },
      { code: 1, bits: 16, write: (v: DataView, at: number, x: number) => v.setInt16(at, x * 32768, true) },
      {
        code: 1,
        bits: 24,
        write: (v: DataView, at: number, x: number) => {
          const value = x * 8_388_608;
          v.setUint8(at, value & 0xff);
          v.setUint8(at + 1, (value >> 8) & 0xff);
          v.setInt8(at + 2, value >> 16);
        },
      },
      { code: 1, bits: 32, write: (v: DataView, at: number, x: number) => v.setInt32(at, x * 2 ** 31, true) },
      { code: 3, bits: 32, write: (v: DataView, at: number, x: number) => v.setFloat32(at, x, true) },
      { code: 3, bits: 64, write: (v: DataView, at: number, x: number) => v.setFloat64(at, x, true) },
    ];
    for (const { code, bits, write } of formats) {
      const frames = RATE;
      const bytes = wav({
        code,
        bits,
        channels: 2,
        declared: (frames * bits) / 4,
        held: (frames * bits) / 4,
      });
      const view = new DataView(bytes.buffer);
      for (let f = 0; f < frames; f++)
        for (let c = 0; c < 2; c++) write(view, 44 + (f * 2 + c) * (bits / 8), pattern[f % 4]![c]!);
      const { channels } = await decodeAudio(bytes);
      for (let c = 0; c < 2; c++)
        expect(Array.from(channels[c]!.subarray(0, 8))).toEqual(
          [...pattern, ...pattern].map((frame) => frame[c]),
        );
    }
  });

  it('reads a NaN or infinite float sample as silence', async () => {
    const bytes = wav({ code: 3, bits: 32, declared: RATE * 4, held: RATE * 4 });
    const view = new DataView(bytes.buffer);
    view.setFloat32(44, Number.NaN, true);
    view.setFloat32(48, Number.POSITIVE_INFINITY, true);
    view.setFloat32(52, 0.5, true);
    const { channels } = await decodeAudio(bytes);
    expect(Array.from(channels[0]!.subarray(0, 3))).toEqual([0, 0, 0.5]);
  });

  it('hands over the audio past the limits a stretch at a time, up to measureSeconds, for the whole-file loudness', async () => {
    const long = tone(6);
    const limits = { maxSeconds: 2, maxSamples: 10 * RATE, measureSeconds: 5 };
    for (const [format, file] of [
      ['wav', encodeWav(long, RATE)],
      ['aiff', encodeAiff(long, RATE)],
      ['mp3', encodeMp3(long, RATE)],
    ] as const) {
      const decoded = await decodeAudio(file, limits);
      const stretches = [...decoded.rest()];
      expect(stretches.every((stretch) => stretch.length === decoded.channels.length)).toBe(true);
      const after = stretches.reduce((sum, [first]) => sum + first!.length, 0);
      // Seconds 2 to 5 of the 6: the decoded minutes and the rest together are what was asked for.
      expect([format, after]).toEqual([format, 3 * RATE]);
      if (format !== 'mp3') {
        const joined = Float32Array.from(stretches.flatMap(([first]) => Array.from(first!)));
        expect(Array.from(joined.subarray(0, 5))).toEqual(
          Array.from(long.subarray(2 * RATE, 2 * RATE + 5), (sample) => sample / 32768),
        );
      }
    }
    // Measured only as far as it is decoded (a reference search's file), a longer file has no rest.
    expect([...(await decodeAudio(encodeMp3(long, RATE), { ...limits, measureSeconds: 2 })).rest()]).toEqual(
      [],
    );
    // Without a measure set, a file within the limits has no rest.
    expect([...(await decodeAudio(encodeWav(tone(2), RATE))).rest()]).toEqual([]);
  });

  it('decodes a mono MP3 as one channel, as loud as the WAV it was made from', async () => {
    const wavFile = await decodeAudio(encodeWav(tone(4), RATE));
    const mp3File = await decodeAudio(encodeMp3(tone(4), RATE));
    expect(mp3File.channels).toHaveLength(1);
    expect(integratedLoudness(mp3File.channels, RATE)).toBeCloseTo(
      integratedLoudness(wavFile.channels, RATE)!,
      0,
    );
  });
});
