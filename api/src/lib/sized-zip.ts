import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

export interface ZipSource {
  /** Absolute path of the file on disk. */
  path: string;
  /** Entry name inside the zip. */
  name: string;
}

export interface SizedZip {
  stream: Readable;
  /** Exact byte length of the stream: the response's Content-Length. */
  size: number;
}

// @types/yazl types end()'s callback without the size it receives and requires a comment option.
type EndWithSize = (options: { forceZip64Format: boolean }, done: (size: number) => void) => void;

/**
 * A stored (uncompressed: audio does not compress) zip of files whose size yazl learns by stat, so the final size is
 * known before the first byte is sent. Rejects when a file cannot be read; a later read error aborts the stream.
 */
export function sizedZip(sources: ZipSource[]): Promise<SizedZip> {
  const zip = new ZipFile();
  const stream = zip.outputStream as Readable;
  return new Promise((resolve, reject) => {
    let sized = false;
    zip.on('error', (error: Error) => (sized ? stream.destroy(error) : reject(error)));
    for (const source of sources) zip.addFile(source.path, source.name, { compress: false });
    (zip.end as unknown as EndWithSize).call(zip, { forceZip64Format: false }, (size) => {
      sized = true;
      resolve({ stream, size });
    });
  });
}
