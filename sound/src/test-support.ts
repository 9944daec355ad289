/** Audio files for the decoder's and the header check's tests: a tone, and WAV headers written field by field. */

export const RATE = 8000;
export const tone = (seconds: number) =>
  Int16Array.from({ length: seconds * RATE }, (_, i) =>
    Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / RATE)),
  );

/** A file written field by field, big- or little-endian: how the crafted headers of the tests are made. */
export function bytesOf(parts: (string | [number, 2 | 4, boolean?])[]): Uint8Array {
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
export function wav({
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
