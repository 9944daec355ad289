import { encodeAiff } from '@rsm/sound/encode';
import { encodeMp3 } from '@rsm/sound/encode';
import { computePeaks } from './peaks';
import { synthesise } from './synth';
import { encodeWav } from '@rsm/sound/encode';

const RATE = 22_050;
const samples = synthesise({ bpm: 120, seconds: 2, key: 0, sampleRate: RATE });
const text = (bytes: Uint8Array, from: number, to: number): string =>
  String.fromCharCode(...bytes.subarray(from, to));

describe('audio encoders', () => {
  it('renders the requested duration with sound in it', () => {
    expect(samples).toHaveLength(2 * RATE);
    expect(Math.max(...samples.map(Math.abs))).toBeGreaterThan(5_000);
  });

  it('is deterministic for the same piece', () => {
    expect(synthesise({ bpm: 120, seconds: 2, key: 0, sampleRate: RATE })).toEqual(samples);
  });

  it('writes a 16-bit mono PCM WAV header', () => {
    const wav = encodeWav(samples, RATE);
    const view = new DataView(wav.buffer);
    expect(text(wav, 0, 4) + text(wav, 8, 16)).toBe('RIFFWAVEfmt ');
    expect(view.getUint32(24, true)).toBe(RATE);
    expect(view.getUint16(34, true)).toBe(16);
    expect(view.getUint32(40, true)).toBe(samples.length * 2);
    expect(view.getInt16(44 + 200, true)).toBe(samples[100]);
  });

  it('writes a big-endian AIFF with the rate as an 80-bit float', () => {
    const aiff = encodeAiff(samples, RATE);
    const view = new DataView(aiff.buffer);
    expect(text(aiff, 0, 4) + text(aiff, 8, 16)).toBe('FORMAIFFCOMM');
    expect(view.getUint32(4)).toBe(aiff.length - 8);
    expect(view.getUint32(22)).toBe(samples.length);
    const exponent = view.getUint16(28) - 16383;
    expect(Math.round((view.getUint32(30) / 2 ** 31) * 2 ** exponent)).toBe(RATE);
    expect(text(aiff, 38, 42)).toBe('SSND');
    expect(view.getInt16(54 + 200)).toBe(samples[100]);
  });

  it('encodes MPEG audio frames', () => {
    const mp3 = encodeMp3(samples, RATE);
    expect(mp3[0]).toBe(0xff);
    expect(mp3[1]! & 0xe0).toBe(0xe0);
    expect(mp3.length).toBeLessThan(samples.length);
  });

  it('normalises peaks to 0..1 with the loudest slice at 1', () => {
    const peaks = computePeaks(samples, 200);
    expect(peaks).toHaveLength(200);
    expect(Math.max(...peaks)).toBe(1);
    expect(Math.min(...peaks)).toBeGreaterThanOrEqual(0);
  });
});
