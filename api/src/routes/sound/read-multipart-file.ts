import type { IncomingMessage } from 'node:http';

/** Why a multipart body gave no file: the route answers 400 or 413. */
export type MultipartProblem = 'no-file' | 'malformed' | 'too-large';

export class MultipartFileError extends Error {
  constructor(readonly problem: MultipartProblem) {
    super(problem);
  }
}

const boundaryOf = (contentType: string | undefined): string | null => {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType ?? '');
  return match ? (match[1] ?? match[2])! : null;
};

/**
 * Reads a request's whole body into one buffer of its own (not a slice of a shared one), sized by its Content-Length
 * when it has one (no second copy), and refuses it past `maxBytes` without reading on.
 */
async function readBody(raw: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(raw.headers['content-length']);
  if (declared > maxBytes) throw new MultipartFileError('too-large');
  const whole = Number.isInteger(declared) && declared > 0 ? new Uint8Array(declared) : null;
  const chunks: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of raw as AsyncIterable<Uint8Array>) {
    if (length + chunk.length > (whole ? whole.length : maxBytes)) {
      // More than declared is a broken request; more than allowed, a file too large.
      throw new MultipartFileError(whole ? 'malformed' : 'too-large');
    }
    if (whole) whole.set(chunk, length);
    else chunks.push(chunk);
    length += chunk.length;
  }
  if (whole && length !== whole.length) throw new MultipartFileError('malformed');
  // Never from Node's shared pool of small buffers: the body's memory is handed whole to an analysis thread.
  let body = whole;
  if (!body) {
    body = new Uint8Array(length);
    let at = 0;
    for (const chunk of chunks) {
      body.set(chunk, at);
      at += chunk.length;
    }
  }
  return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
}

/**
 * The content of the multipart body's part named `field`, as a view into the body (which the caller may hand to a
 * thread whole). A search by sound carries one large file: @fastify/multipart's parser scans it in JavaScript, a
 * chunk at a time, on the event loop (seconds of CPU for four 50 MB uploads on a busy machine), where the body's
 * boundaries are found here with Buffer#indexOf, native code, in milliseconds.
 */
export async function readMultipartFile(
  raw: IncomingMessage,
  field: string,
  maxBytes: number,
): Promise<Uint8Array> {
  const boundary = boundaryOf(raw.headers['content-type']);
  if (!boundary) throw new MultipartFileError('malformed');
  const body = await readBody(raw, maxBytes);
  const delimiter = `\r\n--${boundary}`;
  // The first delimiter may open the body without its CRLF.
  let at = body.indexOf(delimiter.slice(2), 0, 'latin1');
  if (at < 0) throw new MultipartFileError('malformed');
  at += delimiter.length - 2;
  const named = new RegExp(`^content-disposition:[^\\r\\n]*;\\s*name="?${field}"?(;|\\s|$)`, 'im');
  for (;;) {
    if (body[at] === 0x2d && body[at + 1] === 0x2d) throw new MultipartFileError('no-file'); // "--": the end
    const headersEnd = body.indexOf('\r\n\r\n', at, 'latin1');
    if (headersEnd < 0 || headersEnd - at > 16 * 1024) throw new MultipartFileError('malformed');
    const next = body.indexOf(delimiter, headersEnd + 4, 'latin1');
    if (next < 0) throw new MultipartFileError('malformed');
    if (named.test(body.toString('latin1', at, headersEnd)))
      return new Uint8Array(body.buffer, body.byteOffset + headersEnd + 4, next - headersEnd - 4);
    at = next + delimiter.length;
  }
}
