import { MPEGDecoder } from 'mpg123-decoder';
import { AudioFormatError, inspectAudio, type PcmHeader } from './audio-header';

export { AudioFormatError } from './audio-header';

/** Decoded audio: one Float32Array per channel, samples in [-1, 1]. */
export interface DecodedAudio {
  channels: Float32Array[];
  sampleRate: number;
  /**
   * The audio after `channels`, up to `measureSeconds` from the start, a stretch at a time and never held whole: for
   * what describes a whole recording (its loudness). Read before another file is decoded.
   */
  rest: () => Iterable<Float32Array[]>;
}

/**
 * How much of a file is decoded. Analysis describes a piece from its first minutes, and a bound on decoded samples
 * is a bound on memory: typed arrays live outside the JavaScript heap, which a worker's resourceLimits do not cover.
 */
export interface DecodeLimits {
  /** The first this many seconds are decoded. */
  maxSeconds: number;
  /** Samples over all channels: 8 channels at 192 kHz get far fewer seconds than stereo at 44.1 kHz. */
  maxSamples: number;
  /** How far `rest` reads (from the start; 30 minutes unless said): a bound on the work, not on memory. */
  measureSeconds?: number;
}

/** Six minutes of stereo at 48 kHz: 138 MB of decoded samples at most, whatever the header says. */
export const DEFAULT_DECODE_LIMITS: DecodeLimits = { maxSeconds: 6 * 60, maxSamples: 6 * 60 * 48_000 * 2 };
const MEASURE_SECONDS = 30 * 60;

/** The reader of one sample at a byte offset, in [-1, 1], chosen once per file. */
function sampleReader(
  view: DataView,
  { bits, float, littleEndian: little }: PcmHeader,
): (at: number) => number {
  if (float) {
    // A NaN or infinite float sample would poison every sum after it.
    const finite = (value: number) => (Number.isFinite(value) ? value : 0);
    return bits === 64
      ? (at) => finite(view.getFloat64(at, little))
      : (at) => finite(view.getFloat32(at, little));
  }
  if (bits === 16) return (at) => view.getInt16(at, little) / 32768;
  if (bits === 8) return little ? (at) => (view.getUint8(at) - 128) / 128 : (at) => view.getInt8(at) / 128;
  if (bits === 24)
    return little
      ? (at) => ((view.getInt8(at + 2) << 16) | (view.getUint8(at + 1) << 8) | view.getUint8(at)) / 8_388_608
      : (at) => ((view.getInt8(at) << 16) | (view.getUint8(at + 1) << 8) | view.getUint8(at + 2)) / 8_388_608;
  return (at) => view.getInt32(at, little) / 2_147_483_648;
}

/** Reads `count` integer or float PCM frames from frame `from`; little-endian for WAV, big-endian for AIFF (unless `sowt`). */
function readPcm(view: DataView, header: PcmHeader, from: number, count: number): Float32Array[] {
  const { channels, bits, dataOffset } = header;
  const read = sampleReader(view, header);
  const bytes = bits / 8;
  const stride = channels * bytes;
  return Array.from({ length: channels }, (_, c) => {
    const out = new Float32Array(count);
    for (let f = 0, at = dataOffset + from * stride + c * bytes; f < count; f++, at += stride)
      out[f] = read(at);
    return out;
  });
}

/** PCM frames from `from` to `to`, a second at a time. */
function* pcmStretches(view: DataView, header: PcmHeader, from: number, to: number) {
  for (let start = from; start < to; start += header.sampleRate)
    yield readPcm(view, header, start, Math.min(header.sampleRate, to - start));
}

const framesAllowed = (sampleRate: number, channels: number, limits: DecodeLimits) =>
  Math.max(1, Math.min(Math.floor(limits.maxSeconds * sampleRate), Math.floor(limits.maxSamples / channels)));
/** How many frames from the start `rest` reads up to. */
const framesMeasured = (sampleRate: number, limits: DecodeLimits) =>
  Math.floor((limits.measureSeconds ?? MEASURE_SECONDS) * sampleRate);

let mpeg: MPEGDecoder | null = null;
/** Counts the MP3 files decoded: the `rest` of one stops once the decoder has moved on to another. */
let mpegFile = 0;
/** Fed a slice at a time so that decoding stops at the limit instead of expanding the whole file first. */
const MPEG_FEED_BYTES = 256 * 1024;

async function decodeMpeg(bytes: Uint8Array, channels: 1 | 2, limits: DecodeLimits): Promise<DecodedAudio> {
  if (!mpeg) {
    mpeg = new MPEGDecoder();
    await mpeg.ready;
  } else await mpeg.reset();
  const decoder = mpeg;
  const file = ++mpegFile;
  // One list of decoded parts per channel: a mono file stays one channel.
  const parts: Float32Array[][] = Array.from({ length: channels }, () => []);
  let decoded = 0;
  let sampleRate = 0;
  let cap = Infinity;
  let at = 0;
  for (; at < bytes.length && decoded < cap; at += MPEG_FEED_BYTES) {
    const chunk = decoder.decode(bytes.subarray(at, at + MPEG_FEED_BYTES));
    if (chunk.samplesDecoded === 0) continue;
    sampleRate ||= chunk.sampleRate;
    cap = framesAllowed(sampleRate, parts.length, limits);
    parts.forEach((list, c) => list.push(chunk.channelData[c] ?? chunk.channelData[0]!));
    decoded += chunk.samplesDecoded;
  }
  if (decoded === 0) throw new AudioFormatError('The file is not WAV, AIFF or MP3 audio.');
  const frames = Math.min(decoded, cap);
  const join = (list: Float32Array[]) => {
    const out = new Float32Array(frames);
    let filled = 0;
    for (const part of list) {
      if (filled >= frames) break;
      out.set(part.subarray(0, frames - filled), filled);
      filled += part.length;
    }
    return out;
  };
  const measured = framesMeasured(sampleRate, limits);
  function* rest() {
    // The last slice decoded may run past the limit: its end comes first.
    const over = decoded - frames;
    const past = Math.min(decoded, measured) - frames;
    if (past > 0)
      yield parts.map((list) => {
        const last = list.at(-1)!;
        return last.subarray(last.length - over, last.length - over + past);
      });
    let read = decoded;
    for (
      let next = at;
      next < bytes.length && read < measured && file === mpegFile;
      next += MPEG_FEED_BYTES
    ) {
      const chunk = decoder.decode(bytes.subarray(next, next + MPEG_FEED_BYTES));
      if (chunk.samplesDecoded === 0) continue;
      const count = Math.min(chunk.samplesDecoded, measured - read);
      read += chunk.samplesDecoded;
      yield parts.map((_, c) => (chunk.channelData[c] ?? chunk.channelData[0]!).subarray(0, count));
    }
  }
  return { channels: parts.map(join), sampleRate, rest };
}

/**
 * Decodes WAV and AIFF by hand and MP3 with mpg123 (WebAssembly), after checking the header against the bytes
 * (`inspectAudio`), and only up to the limits.
 */
export async function decodeAudio(
  bytes: Uint8Array,
  limits: DecodeLimits = DEFAULT_DECODE_LIMITS,
): Promise<DecodedAudio> {
  const header = inspectAudio(bytes);
  let decoded: DecodedAudio;
  if (header.container === 'mp3')
    decoded = await decodeMpeg(bytes.subarray(header.dataOffset), header.channels, limits);
  else {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const frames = Math.min(header.frames, framesAllowed(header.sampleRate, header.channels, limits));
    const measured = Math.min(header.frames, framesMeasured(header.sampleRate, limits));
    decoded = {
      channels: readPcm(view, header, 0, frames),
      sampleRate: header.sampleRate,
      rest: () => pcmStretches(view, header, frames, measured),
    };
  }
  if (!(decoded.sampleRate >= 8000 && decoded.sampleRate <= 192_000))
    throw new AudioFormatError('The audio has an unsupported sample rate.');
  if (decoded.channels[0]!.length < decoded.sampleRate)
    throw new AudioFormatError('The audio is shorter than one second.');
  return decoded;
}
