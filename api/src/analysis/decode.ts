import { MPEGDecoder } from 'mpg123-decoder';
import { AudioFormatError, inspectAudio, type PcmHeader } from './audio-header';

export { AudioFormatError } from './audio-header';

/** Decoded audio: one Float32Array per channel, samples in [-1, 1]. */
export interface DecodedAudio {
  channels: Float32Array[];
  sampleRate: number;
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
}

/** Six minutes of stereo at 48 kHz: 138 MB of decoded samples at most, whatever the header says. */
export const DEFAULT_DECODE_LIMITS: DecodeLimits = { maxSeconds: 6 * 60, maxSamples: 6 * 60 * 48_000 * 2 };

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

/** Reads integer or float PCM frames; little-endian for WAV, big-endian for AIFF (unless `sowt`). */
function readPcm(view: DataView, header: PcmHeader, frames: number): Float32Array[] {
  const { channels, bits, dataOffset } = header;
  const read = sampleReader(view, header);
  const bytes = bits / 8;
  const stride = channels * bytes;
  return Array.from({ length: channels }, (_, c) => {
    const out = new Float32Array(frames);
    for (let f = 0, at = dataOffset + c * bytes; f < frames; f++, at += stride) out[f] = read(at);
    return out;
  });
}

const framesAllowed = (sampleRate: number, channels: number, limits: DecodeLimits) =>
  Math.max(1, Math.min(Math.floor(limits.maxSeconds * sampleRate), Math.floor(limits.maxSamples / channels)));

let mpeg: MPEGDecoder | null = null;
/** Fed a slice at a time so that decoding stops at the limit instead of expanding the whole file first. */
const MPEG_FEED_BYTES = 256 * 1024;

async function decodeMpeg(bytes: Uint8Array, limits: DecodeLimits): Promise<DecodedAudio> {
  if (!mpeg) {
    mpeg = new MPEGDecoder();
    await mpeg.ready;
  } else await mpeg.reset();
  const left: Float32Array[] = [];
  const right: Float32Array[] = [];
  let decoded = 0;
  let sampleRate = 0;
  let cap = Infinity;
  for (let at = 0; at < bytes.length && decoded < cap; at += MPEG_FEED_BYTES) {
    const chunk = mpeg.decode(bytes.subarray(at, at + MPEG_FEED_BYTES));
    if (chunk.samplesDecoded === 0) continue;
    sampleRate ||= chunk.sampleRate;
    cap = framesAllowed(sampleRate, 2, limits);
    left.push(chunk.channelData[0]!);
    right.push(chunk.channelData[1] ?? chunk.channelData[0]!);
    decoded += chunk.samplesDecoded;
  }
  if (decoded === 0) throw new AudioFormatError('The file is not WAV, AIFF or MP3 audio.');
  const frames = Math.min(decoded, cap);
  const join = (parts: Float32Array[]) => {
    const out = new Float32Array(frames);
    let at = 0;
    for (const part of parts) {
      if (at >= frames) break;
      out.set(part.subarray(0, frames - at), at);
      at += part.length;
    }
    return out;
  };
  return { channels: [join(left), join(right)], sampleRate };
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
  if (header.container === 'mp3') decoded = await decodeMpeg(bytes.subarray(header.dataOffset), limits);
  else {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const frames = Math.min(header.frames, framesAllowed(header.sampleRate, header.channels, limits));
    decoded = { channels: readPcm(view, header, frames), sampleRate: header.sampleRate };
  }
  if (!(decoded.sampleRate >= 8000 && decoded.sampleRate <= 192_000))
    throw new AudioFormatError('The audio has an unsupported sample rate.');
  if (decoded.channels[0]!.length < decoded.sampleRate)
    throw new AudioFormatError('The audio is shorter than one second.');
  return decoded;
}
