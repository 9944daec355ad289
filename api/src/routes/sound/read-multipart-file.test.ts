import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { MultipartFileError, readMultipartFile } from './read-multipart-file';

/** A request whose body arrives in chunks of `chunk` bytes, with the headers a browser sends. */
function requestOf(body: string, { boundary = 'b0undary', chunk = 7, length = true } = {}) {
  const bytes = Buffer.from(body, 'latin1');
  const parts = Array.from({ length: Math.ceil(bytes.length / chunk) }, (_, i) =>
    bytes.subarray(i * chunk, (i + 1) * chunk),
  );
  return Object.assign(Readable.from(parts), {
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(length ? { 'content-length': String(bytes.length) } : {}),
    },
  }) as unknown as IncomingMessage;
}

const part = (name: string, content: string, filename = '') =>
  `--b0undary\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n` +
  `Content-Type: application/octet-stream\r\n\r\n${content}\r\n`;

const problem = (promise: Promise<unknown>) =>
  promise.then(
    () => 'read',
    (error: unknown) => (error instanceof MultipartFileError ? error.problem : String(error)),
  );

describe('reading the file of a multipart body', () => {
  it('finds the named part after other fields, its bytes exactly, with or without a Content-Length', async () => {
    const body =
      part('note', 'a field first') +
      part('file', 'RIFF\r\n--not-the-boundary\0\xff', 'a.wav') +
      '--b0undary--\r\n';
    for (const length of [true, false]) {
      const file = await readMultipartFile(requestOf(body, { length }), 'file', 1024);
      expect(Buffer.from(file).toString('latin1')).toBe('RIFF\r\n--not-the-boundary\0\xff');
      // A view into a buffer of its own, which can be handed to a thread whole.
      expect(file.buffer.byteLength).toBe(body.length);
    }
  });

  it('tells a body without the file, a cut or undelimited body and one over the limit apart', async () => {
    expect(
      await problem(readMultipartFile(requestOf(part('note', 'x') + '--b0undary--'), 'file', 1024)),
    ).toBe('no-file');
    expect(await problem(readMultipartFile(requestOf(part('file', 'RIFF').slice(0, 60)), 'file', 1024))).toBe(
      'malformed',
    );
    expect(await problem(readMultipartFile(requestOf('no boundary here at all'), 'file', 1024))).toBe(
      'malformed',
    );
    const big = part('file', 'x'.repeat(2000)) + '--b0undary--';
    expect(await problem(readMultipartFile(requestOf(big), 'file', 1024))).toBe('too-large');
    expect(await problem(readMultipartFile(requestOf(big, { length: false }), 'file', 1024))).toBe(
      'too-large',
    );
  });
});
