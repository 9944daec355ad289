/**
 * Reads what a file says about itself (container, sample format, sizes) and checks it against the bytes before
 * anything is decoded: a header can declare hours of audio in 58 bytes, or a sample width no decoder reads, and the
 * decoder would trust it. Runs on the request thread, so it only looks at headers: microseconds, whatever the size.
 */
export class AudioFormatError extends Error {}

/** WAV or AIFF: uncompressed samples at `dataOffset`, `frames` of them, all present in the bytes. */
export interface PcmHeader {
  container: 'wav' | 'aiff';
  channels: number;
  sampleRate: number;
  bits: number;
  float: boolean;
  littleEndian: boolean;
  dataOffset: number;
  frames: number;
}

/** MPEG audio: the first of two consecutive valid frames is at `dataOffset`; mpg123 reads the rest. */
export interface MpegHeader {
  container: 'mp3';
  dataOffset: number;
  sampleRate: number;
  /** 1 when the first frame is single-channel (mpg123 hands such a file over as two equal channels). */
  channels: 1 | 2;
}

export type AudioHeader = PcmHeader | MpegHeader;

export const MAX_CHANNELS = 8;
const MIN_RATE = 8000;
const MAX_RATE = 192_000;
const INTEGER_BITS = [8, 16, 24, 32];
const FLOAT_BITS = [32, 64];
/** How far after an ID3 tag the first MPEG frame may start (encoders pad a little, not megabytes). */
const MPEG_SYNC_WINDOW = 64 * 1024;

export const AUDIO_FORMAT_MESSAGES = {
  tooShort: 'The file is too short to be audio.',
  notAudio: 'The file is not WAV, AIFF or MP3 audio.',
  truncated: (what: string, declared: number, held: number) =>
    `The file is cut short: its ${what} declares ${declared} bytes but the file holds ${held}.`,
  bits: (bits: number) =>
    `${bits} bits per sample cannot be read: send 8, 16, 24 or 32-bit PCM, or 32 or 64-bit floating point.`,
  channels: (channels: number) =>
    `The audio declares ${channels} channels: between 1 and ${MAX_CHANNELS} can be read.`,
  sampleRate: 'The audio has an unsupported sample rate (8 to 192 kHz can be read).',
  wavFormat: 'Only PCM and floating-point WAV files can be read.',
  aiffCompressed: 'Compressed AIFF-C files cannot be read.',
  noFormat: (container: string) => `The ${container} file has no format chunk before its audio.`,
  noData: (container: string) => `The ${container} file has no audio data.`,
  underASecond: 'The audio is shorter than one second.',
};

const tag = (bytes: Uint8Array, at: number): string =>
  at + 4 <= bytes.length ? String.fromCharCode(...bytes.subarray(at, at + 4)) : '';

function checkLayout(layout: PcmHeader): PcmHeader {
  const { channels, sampleRate, bits, float } = layout;
  if (!(channels >= 1 && channels <= MAX_CHANNELS))
    throw new AudioFormatError(AUDIO_FORMAT_MESSAGES.channels(channels));
  if (!(float ? FLOAT_BITS : INTEGER_BITS).includes(bits))
    throw new AudioFormatError(AUDIO_FORMAT_MESSAGES.bits(bits));
  if (!(sampleRate >= MIN_RATE && sampleRate <= MAX_RATE))
    throw new AudioFormatError(AUDIO_FORMAT_MESSAGES.sampleRate);
  if (layout.frames < sampleRate) throw new AudioFormatError(AUDIO_FORMAT_MESSAGES.underASecond);
  return layout;
}

/** A chunk's declared size must fit in what is left of the file (a missing pad byte at the very end is forgiven). */
function checkChunk(bytes: Uint8Array, id: string, at: number, size: number): void {
  const held = bytes.length - at - 8;
  if (size > held)
    throw new AudioFormatError(AUDIO_FORMAT_MESSAGES.truncated(`"${id.trim()}" chunk`, size, held));
}

function inspectWav(bytes: Uint8Array, view: DataView): PcmHeader {
  let format: Omit<PcmHeader, 'dataOffset' | 'frames'> | null = null;
  for (let at = 12; at + 8 <= bytes.length;) {
    const id = tag(bytes, at);
    const declared = view.getUint32(at + 4, true);
    // A WAV written as a stream (ffmpeg to a pipe, field recorders) cannot go back to fill in its length: its data
    // chunk says 0xFFFFFFFF or 0, and the audio runs to the end of the file.
    const size =
      id === 'data' && (declared === 0xffff_ffff || declared === 0) ? bytes.length - at - 8 : declared;
    checkChunk(bytes, id, at, size);
    if (id === 'fmt ') {
      if (size < 16) throw new AudioFormatError(AUDIO_FORMAT_MESSAGES.wavFormat);
      let code = view.getUint16(at + 8, true);
      // WAVE_FORMAT_EXTENSIBLE keeps the real format code in its sub-format GUID.
      if (code === 0xfffe && size >= 26) code = view.getUint16(at + 32, true);
      if (code !== 1 && code !== 3) throw new AudioFormatError(AUDIO_FORMAT_MESSAGES.wavFormat);
      format = {
        container: 'wav',
        channels: view.getUint16(at + 10, true),
        sampleRate: view.getUint32(at + 12, true),
        bits: view.getUint16(at + 22, true),
        float: code === 3,
        littleEndian: true,
      };
    } else if (id === 'data') {
      if (!format) throw new AudioFormatError(AUDIO_FORMAT_MESSAGES.noFormat('WAV'));
      const frameBytes = (format.bits / 8) * format.channels;
      // Checked before dividing: a width of 0 or 12 bits must be refused, not turned into Infinity frames.
      checkLayout({ ...format, dataOffset: at + 8, frames: Number.MAX_SAFE_INTEGER });
      return checkLayout({ ...format, dataOffset: at + 8, frames: Math.floor(size / frameBytes) });
    }
    at += 8 + size + (size % 2);
  }
  throw new AudioFormatError(AUDIO_FORMAT_MESSAGES.noData('WAV'));
}

/** The sample rate of an AIFF COMM chunk: an 80-bit IEEE extended float. */
function readExtended80(view: DataView, at: number): number {
  const exponent = (view.getUint16(at) & 0x7fff) - 16383;
  const mantissa = view.getUint32(at + 2) * 2 ** -31 + view.getUint32(at + 6) * 2 ** -63;
  return Math.round(mantissa * 2 ** exponent);
}

function inspectAiff(bytes: Uint8Array, view: DataView): PcmHeader {
  const compressed = tag(bytes, 8) === 'AIFC';
  let comm: (Omit<PcmHeader, 'dataOffset' | 'frames'> & { frames: number }) | null = null;
  for (let at = 12; at + 8 <= bytes.length;) {
    const id = tag(bytes, at);
    const size = view.getUint32(at + 4);
    checkChunk(bytes, id, at, size);
    if (id === 'COMM') {
      if (size < (compressed ? 22 : 18)) throw new AudioFormatError(AUDIO_FORMAT_MESSAGES.noFormat('AIFF'));
      const kind = compressed ? tag(bytes, at + 26) : 'NONE';
      if (!['NONE', 'sowt', 'fl32', 'FL32'].includes(kind))
        throw new AudioFormatError(AUDIO_FORMAT_MESSAGES.aiffCompressed);
      const float = kind.toLowerCase() === 'fl32';
      comm = {
        container: 'aiff',
        channels: view.getUint16(at + 8),
        frames: view.getUint32(at + 10),
        bits: float ? 32 : view.getUint16(at + 14),
        sampleRate: readExtended80(view, at + 16),
        float,
        littleEndian: kind === 'sowt',
      };
    } else if (id === 'SSND') {
      if (!comm) throw new AudioFormatError(AUDIO_FORMAT_MESSAGES.noFormat('AIFF'));
      checkLayout({ ...comm, dataOffset: 0, frames: Number.MAX_SAFE_INTEGER });
      const offset = size >= 8 ? view.getUint32(at + 8) : 0;
      const held = size - 8 - offset;
      const declared = comm.frames * (comm.bits / 8) * comm.channels;
      // The 58-byte file that declared minutes of audio: COMM's frame count must be in SSND's bytes.
      if (declared > held)
        throw new AudioFormatError(
          AUDIO_FORMAT_MESSAGES.truncated('COMM chunk', declared, Math.max(0, held)),
        );
      return checkLayout({ ...comm, dataOffset: at + 16 + offset });
    }
    at += 8 + size + (size % 2);
  }
  throw new AudioFormatError(AUDIO_FORMAT_MESSAGES.noData('AIFF'));
}

// Bitrates in kbit/s by [MPEG-1?][layer 1..3][index]; 0 = free format, which is refused.
const BITRATES: Record<'v1' | 'v2', number[][]> = {
  v1: [
    [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
    [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
    [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  ],
  v2: [
    [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
    [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
    [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  ],
};
const MPEG_RATES = [44_100, 48_000, 32_000];

/** The length in bytes, sample rate and channels of the MPEG audio frame whose header starts at `at`, or null. */
export function mpegFrameAt(
  bytes: Uint8Array,
  at: number,
): { length: number; sampleRate: number; channels: 1 | 2 } | null {
  if (at + 4 > bytes.length || bytes[at] !== 0xff || (bytes[at + 1]! & 0xe0) !== 0xe0) return null;
  const version = (bytes[at + 1]! >> 3) & 3; // 0: MPEG 2.5, 2: MPEG 2, 3: MPEG 1
  const layer = 4 - ((bytes[at + 1]! >> 1) & 3); // 1..3; 4 is reserved
  const bitrateIndex = bytes[at + 2]! >> 4;
  const rateIndex = (bytes[at + 2]! >> 2) & 3;
  if (version === 1 || layer === 4 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3)
    return null;
  const bitrate = BITRATES[version === 3 ? 'v1' : 'v2'][layer - 1]![bitrateIndex]! * 1000;
  const sampleRate = MPEG_RATES[rateIndex]! / (version === 3 ? 1 : version === 2 ? 2 : 4);
  const padding = (bytes[at + 2]! >> 1) & 1;
  const length =
    layer === 1
      ? (Math.floor((12 * bitrate) / sampleRate) + padding) * 4
      : Math.floor(((layer === 3 && version !== 3 ? 72 : 144) * bitrate) / sampleRate) + padding;
  // Channel mode 3 is single channel; stereo, joint stereo and dual channel are two.
  const channels = bytes[at + 3]! >> 6 === 3 ? 1 : 2;
  return { length, sampleRate, channels };
}

function inspectMpeg(bytes: Uint8Array): MpegHeader {
  let start = 0;
  if (tag(bytes, 0).startsWith('ID3') && bytes.length >= 10) {
    // ID3v2: a 28-bit "synchsafe" size after the flags, plus a 10-byte footer when flagged.
    const size =
      ((bytes[6]! & 0x7f) << 21) |
      ((bytes[7]! & 0x7f) << 14) |
      ((bytes[8]! & 0x7f) << 7) |
      (bytes[9]! & 0x7f);
    start = 10 + size + (bytes[5]! & 0x10 ? 10 : 0);
    if (start > bytes.length)
      throw new AudioFormatError(AUDIO_FORMAT_MESSAGES.truncated('ID3 tag', start, bytes.length));
  }
  const end = Math.min(bytes.length - 4, start + MPEG_SYNC_WINDOW);
  for (let at = start; at < end; at++) {
    const frame = mpegFrameAt(bytes, at);
    // Two frames in a row: a lone 0xFFE bit pattern turns up in any binary file.
    if (frame && mpegFrameAt(bytes, at + frame.length))
      return { container: 'mp3', dataOffset: at, sampleRate: frame.sampleRate, channels: frame.channels };
  }
  throw new AudioFormatError(AUDIO_FORMAT_MESSAGES.notAudio);
}

/** Recognises WAV, AIFF and MP3 by their first bytes and checks their headers against the bytes that follow. */
export function inspectAudio(bytes: Uint8Array): AudioHeader {
  if (bytes.length < 12) throw new AudioFormatError(AUDIO_FORMAT_MESSAGES.tooShort);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (tag(bytes, 0) === 'RIFF' && tag(bytes, 8) === 'WAVE') return inspectWav(bytes, view);
  if (tag(bytes, 0) === 'FORM' && ['AIFF', 'AIFC'].includes(tag(bytes, 8))) return inspectAiff(bytes, view);
  return inspectMpeg(bytes);
}
