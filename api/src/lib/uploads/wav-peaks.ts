import { asciiAt, concatBytes, viewOf } from './bytes';

const PEAK_COUNT = 200;

interface WavLayout {
  channels: number;
  bitsPerSample: number;
  dataBytes: number;
}

/** Reads the fmt and data chunk headers; null until the data chunk starts or when the WAV is not 16-bit PCM. */
function readLayout(head: Uint8Array): { layout: WavLayout; dataOffset: number } | 'need-more' | null {
  const view = viewOf(head);
  let offset = 12;
  let format: { channels: number; bitsPerSample: number; pcm: boolean } | null = null;
  while (offset + 8 <= head.length) {
    const id = asciiAt(head, offset, 4);
    const size = view.getUint32(offset + 4, true);
    if (id === 'fmt ') {
      if (offset + 24 > head.length) return 'need-more';
      format = {
        pcm: view.getUint16(offset + 8, true) === 1,
        channels: view.getUint16(offset + 10, true),
        bitsPerSample: view.getUint16(offset + 22, true),
      };
    }
    if (id === 'data') {
      if (!format || !format.pcm || format.bitsPerSample !== 16 || format.channels < 1) return null;
      return { layout: { ...format, dataBytes: size }, dataOffset: offset + 8 };
    }
    offset += 8 + size + (size % 2);
  }
  return head.length > 64 * 1024 ? null : 'need-more';
}

/**
 * Waveform peaks of a 16-bit PCM WAV computed while it streams past, in constant memory: the data chunk's size in
 * the header says how many frames make one of the 200 slices. Other formats (and odd WAVs) get no peaks.
 */
export class WavPeaks {
  private head: Uint8Array | null = new Uint8Array(0);
  private layout: WavLayout | null = null;
  private failed = false;
  private carry: Uint8Array = new Uint8Array(0);
  private framesPerSlice = 1;
  private frame = 0;
  private readonly peaks: number[] = [];

  push(chunk: Uint8Array): void {
    if (this.failed) return;
    if (this.head) {
      this.head = concatBytes(this.head, chunk);
      const read = readLayout(this.head);
      if (read === 'need-more') return;
      if (read === null) {
        this.failed = true;
        this.head = null;
        return;
      }
      this.layout = read.layout;
      const frames = Math.floor(read.layout.dataBytes / (2 * read.layout.channels));
      this.framesPerSlice = Math.max(1, Math.ceil(frames / PEAK_COUNT));
      chunk = this.head.subarray(read.dataOffset);
      this.head = null;
    }
    this.samples(chunk);
  }

  private samples(chunk: Uint8Array): void {
    const frameBytes = 2 * this.layout!.channels;
    let start = 0;
    if (this.carry.length) {
      // Complete the frame split across chunks without copying the whole chunk.
      start = Math.min(chunk.length, frameBytes - this.carry.length);
      const joined = concatBytes(this.carry, chunk.subarray(0, start));
      this.carry = new Uint8Array(0);
      if (joined.length < frameBytes) {
        this.carry = joined;
        return;
      }
      this.frames(joined);
    }
    const rest = chunk.subarray(start);
    const whole = rest.length - (rest.length % frameBytes);
    this.frames(rest.subarray(0, whole));
    if (whole < rest.length) this.carry = rest.slice(whole);
  }

  private frames(bytes: Uint8Array): void {
    const channels = this.layout!.channels;
    const frameBytes = 2 * channels;
    const view = viewOf(bytes);
    for (let offset = 0; offset + frameBytes <= bytes.length; offset += frameBytes) {
      const slice = Math.floor(this.frame / this.framesPerSlice);
      if (slice >= PEAK_COUNT) return;
      let max = this.peaks[slice] ?? 0;
      for (let channel = 0; channel < channels; channel++)
        max = Math.max(max, Math.abs(view.getInt16(offset + channel * 2, true)));
      this.peaks[slice] = max;
      this.frame++;
    }
  }

  /** Peaks scaled so the loudest slice is 1, as the seed's computePeaks does; null when none were computed. */
  result(): number[] | null {
    if (this.failed || !this.layout || this.peaks.length === 0) return null;
    const loudest = Math.max(1, ...this.peaks);
    return this.peaks.map((peak) => Math.round((peak / loudest) * 1000) / 1000);
  }
}
