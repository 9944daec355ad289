import { ascii } from './wav';

/** Writes the sample rate as the 80-bit IEEE extended float the COMM chunk wants. */
function setExtended80(view: DataView, offset: number, value: number): void {
  const exponent = Math.floor(Math.log2(value));
  view.setUint16(offset, 16383 + exponent);
  const mantissa = value / 2 ** exponent; // in [1, 2)
  const hi = Math.floor(mantissa * 2 ** 31);
  const lo = Math.floor((mantissa * 2 ** 31 - hi) * 2 ** 32);
  view.setUint32(offset + 2, hi >>> 0);
  view.setUint32(offset + 6, lo >>> 0);
}

/** FORM/AIFF with COMM and SSND chunks: big-endian 16-bit mono PCM. */
export function encodeAiff(samples: Int16Array, sampleRate: number): Uint8Array {
  const dataBytes = samples.length * 2;
  const ssndSize = 8 + dataBytes;
  const bytes = new Uint8Array(12 + 26 + 8 + ssndSize);
  const view = new DataView(bytes.buffer);
  ascii(view, 0, 'FORM');
  view.setUint32(4, bytes.length - 8);
  ascii(view, 8, 'AIFF');
  ascii(view, 12, 'COMM');
  view.setUint32(16, 18);
  view.setUint16(20, 1); // channels
  view.setUint32(22, samples.length); // sample frames
  view.setUint16(26, 16); // bits per sample
  setExtended80(view, 28, sampleRate);
  ascii(view, 38, 'SSND');
  view.setUint32(42, ssndSize);
  view.setUint32(46, 0); // offset
  view.setUint32(50, 0); // block size
  for (let i = 0; i < samples.length; i++) view.setInt16(54 + i * 2, samples[i]!);
  return bytes;
}
