// LGPL encoder: used only by the seed, never imported by the served runtime (TOOLCHAIN.md).
import { Mp3Encoder } from '@breezystack/lamejs';

const FRAME = 1152;

export function encodeMp3(samples: Int16Array, sampleRate: number, kbps = 64): Uint8Array {
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < samples.length; i += FRAME) {
    const chunk = encoder.encodeBuffer(samples.subarray(i, i + FRAME));
    if (chunk.length > 0) chunks.push(chunk);
  }
  chunks.push(encoder.flush());
  const out = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}
