import { concatBytes } from '../../lib/uploads/bytes';

/** Helpers for API tests of upload routes: a multipart body as browsers send it, and a small real WAV. */
export function multipartBody(
  parts: { name: string; value?: string; filename?: string; content?: Uint8Array; type?: string }[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----rsm-test-boundary';
  const chunks: Uint8Array[] = [];
  const text = (value: string) => new TextEncoder().encode(value);
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const type = part.filename ? `\r\nContent-Type: ${part.type ?? 'application/octet-stream'}` : '';
    chunks.push(text(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(part.content ?? text(part.value ?? ''));
    chunks.push(text('\r\n'));
  }
  chunks.push(text(`--${boundary}--\r\n`));
  return {
    // inject() sends a Buffer as bytes; a plain Uint8Array would be serialised as an object.
    payload: Buffer.from(chunks.reduce(concatBytes, new Uint8Array(0))),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A mono 16-bit PCM WAV of `seconds` of a sine wave that fades in, so its peaks rise. */
export function sineWav(seconds: number, sampleRate = 8000): Uint8Array {
  const frames = Math.round(seconds * sampleRate);
  const bytes = new Uint8Array(44 + frames * 2);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) =>
    [...value].forEach((char, index) => view.setUint8(offset + index, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + frames * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, frames * 2, true);
  for (let frame = 0; frame < frames; frame++) {
    const amplitude = (frame / frames) * 30_000;
    view.setInt16(
      44 + frame * 2,
      Math.round(Math.sin((frame / sampleRate) * 2 * Math.PI * 440) * amplitude),
      true,
    );
  }
  return bytes;
}
