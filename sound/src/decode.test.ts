import { encodeAiff } from './encode/aiff';
import { encodeMp3 } from './encode/mp3';
import { encodeWav } from './encode/wav';
import { decodeAudio } from './decode';
import { integratedLoudness } from './loudness';
import { RATE, tone, wav } from './test-support';

describe('decoding audio', () => {
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
