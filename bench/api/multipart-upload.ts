import { createReadStream } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { text } from 'node:stream/consumers';

const boundary = '----rsm-bench';
const tail = Buffer.from(`\r\n--${boundary}--\r\n`);

/** A file on disk and its size in bytes, streamed as a browser sends it. */
export interface FileOnDisk {
  path: string;
  size: number;
}

/**
 * POSTs `file` to `url` as the `file` field of a multipart form, labelled a WAV named `filename`, with `headers`
 * (the auth headers); resolves with the answer's status and body once the API has answered.
 */
export function uploadFile(
  url: string,
  headers: Record<string, string>,
  filename: string,
  file: FileOnDisk | Buffer,
): Promise<{ status: number; body: string }> {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: audio/wav\r\n\r\n`,
  );
  const size = Buffer.isBuffer(file) ? file.length : file.size;
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + size + tail.length),
      },
    });
    req.on('response', (res: IncomingMessage) => {
      text(res).then((body) => resolve({ status: res.statusCode ?? 0, body }), reject);
    });
    req.on('error', reject);
    req.write(head);
    if (Buffer.isBuffer(file)) {
      req.write(file);
      req.end(tail);
      return;
    }
    const stream = createReadStream(file.path);
    stream.on('end', () => req.end(tail));
    stream.pipe(req, { end: false });
  });
}
