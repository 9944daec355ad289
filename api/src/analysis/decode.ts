import { MPEGDecoder } from 'mpg123-decoder';

/** Decoded audio: one Float32Array per channel, samples in [-1, 1]. */
export interface DecodedAudio {
  channels: Float32Array[];
  sampleRate: number;
}

/** A file that is not WAV, AIFF or MP3, or is damaged: the caller answers 4xx, never 500. */
export class AudioFormatError extends Error {}

const tag = (bytes: Uint8Array, at: number): string => String.fromCharCode(...bytes.subarray(at, at + 4));

/** Reads integer or float PCM frames; `little` for WAV, big-endian for AIFF. */
function readPcm(
  view: DataView,
  offset: number,
  frames: number,
  channels: number,
  bits: number,
  little: boolean,
  float: boolean,
): Float32Array[] {
  const out = Array.from({ length: channels }, () => new Float32Array(frames));
  const bytes = bits / 8;
  for (let f = 0; f < frames; f++)
    for (let c = 0; c < channels; c++) {
      const at = offset + (f * channels + c) * bytes;
      let value: number;
      if (float) value = bits === 64 ? view.getFloat64(at, little) : view.getFloat32(at, little);
      else if (bits === 16) value = view.getInt16(at, little) / 32768;
      else if (bits === 8) value = little ? (view.getUint8(at) - 128) / 128 : view.getInt8(at) / 128;
      else if (bits === 24) {
        const [b0, b1, b2] = little
          ? [view.getUint8(at), view.getUint8(at + 1), view.getInt8(at + 2)]
          : [view.getUint8(at + 2), view.getUint8(at + 1), view.getInt8(at)];
        value = ((b2 << 16) | (b1 << 8) | b0) / 8_388_608;
      } else value = view.getInt32(at, little) / 2_147_483_648;
      out[c]![f] = value;
    }
  return out;
}

function decodeWav(bytes: Uint8Array): DecodedAudio {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 12;
  let format: { code: number; channels: number; rate: number; bits: number } | null = null;
  while (at + 8 <= bytes.length) {
    const id = tag(bytes, at);
    const size = view.getUint32(at + 4, true);
    if (id === 'fmt ') {
      format = {
        code: view.getUint16(at + 8, true),
        channels: view.getUint16(at + 10, true),
        rate: view.getUint32(at + 12, true),
        bits: view.getUint16(at + 22, true),
      };
      // WAVE_FORMAT_EXTENSIBLE keeps the real format code in its sub-format GUID.
      if (format.code === 0xfffe && size >= 26) format.code = view.getUint16(at + 32, true);
    } else if (id === 'data') {
      if (!format || ![1, 3].includes(format.code) || format.channels < 1)
        throw new AudioFormatError('Only PCM and floating-point WAV files can be read.');
      const frames = Math.floor(
        Math.min(size, bytes.length - at - 8) / ((format.bits / 8) * format.channels),
      );
      const channels = readPcm(view, at + 8, frames, format.channels, format.bits, true, format.code === 3);
      return { channels, sampleRate: format.rate };
    }
    at += 8 + size + (size % 2);
  }
  throw new AudioFormatError('The WAV file has no audio data.');
}

/** The sample rate of an AIFF COMM chunk: an 80-bit IEEE extended float. */
function readExtended80(view: DataView, at: number): number {
  const exponent = (view.getUint16(at) & 0x7fff) - 16383;
  const mantissa = view.getUint32(at + 2) * 2 ** -31 + view.getUint32(at + 6) * 2 ** -63;
  return Math.round(mantissa * 2 ** exponent);
}

function decodeAiff(bytes: Uint8Array): DecodedAudio {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const compressed = tag(bytes, 8) === 'AIFC';
  let at = 12;
  let comm: {
    channels: number;
    frames: number;
    bits: number;
    rate: number;
    little: boolean;
    float: boolean;
  } | null = null;
  while (at + 8 <= bytes.length) {
    const id = tag(bytes, at);
    const size = view.getUint32(at + 4);
    if (id === 'COMM') {
      const kind = compressed ? tag(bytes, at + 26) : 'NONE';
      if (!['NONE', 'sowt', 'fl32', 'FL32'].includes(kind))
        throw new AudioFormatError('Compressed AIFF-C files cannot be read.');
      comm = {
        channels: view.getUint16(at + 8),
        frames: view.getUint32(at + 10),
        bits: kind.toLowerCase() === 'fl32' ? 32 : view.getUint16(at + 14),
        rate: readExtended80(view, at + 16),
        little: kind === 'sowt',
        float: kind.toLowerCase() === 'fl32',
      };
    } else if (id === 'SSND') {
      if (!comm || comm.channels < 1) throw new AudioFormatError('The AIFF file has no COMM chunk.');
      const start = at + 16 + view.getUint32(at + 8);
      const available = Math.floor((bytes.length - start) / ((comm.bits / 8) * comm.channels));
      const frames = Math.min(comm.frames, available);
      const channels = readPcm(view, start, frames, comm.channels, comm.bits, comm.little, comm.float);
      return { channels, sampleRate: comm.rate };
    }
    at += 8 + size + (size % 2);
  }
  throw new AudioFormatError('The AIFF file has no audio data.');
}

let mpeg: MPEGDecoder | null = null;

async function decodeMp3(bytes: Uint8Array): Promise<DecodedAudio> {
  if (!mpeg) {
    mpeg = new MPEGDecoder();
    await mpeg.ready;
  } else await mpeg.reset();
  const decoded = mpeg.decode(bytes);
  if (decoded.samplesDecoded === 0) throw new AudioFormatError('The file is not WAV, AIFF or MP3 audio.');
  return { channels: decoded.channelData, sampleRate: decoded.sampleRate };
}

/** Decodes WAV and AIFF by hand and MP3 with mpg123 (WebAssembly), recognised by their first bytes. */
export async function decodeAudio(bytes: Uint8Array): Promise<DecodedAudio> {
  if (bytes.length < 12) throw new AudioFormatError('The file is too short to be audio.');
  const decoded =
    tag(bytes, 0) === 'RIFF' && tag(bytes, 8) === 'WAVE'
      ? decodeWav(bytes)
      : tag(bytes, 0) === 'FORM' && ['AIFF', 'AIFC'].includes(tag(bytes, 8))
        ? decodeAiff(bytes)
        : await decodeMp3(bytes);
  if (!(decoded.sampleRate >= 8000 && decoded.sampleRate <= 192_000))
    throw new AudioFormatError('The audio has an unsupported sample rate.');
  if (decoded.channels[0]!.length < decoded.sampleRate)
    throw new AudioFormatError('The audio is shorter than one second.');
  return decoded;
}
