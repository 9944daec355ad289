import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import type { ZipSource } from './sized-zip';

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range; a list of ranges is answered whole (RFC 9110 allows it). */
const ONE_RANGE = /^bytes=\s*(\d*)-(\d*)\s*$/;

export type ZipRange = { start: number; end: number } | 'unsatisfiable' | null;

/** The byte range a Range header asks of a zip of `size` bytes, or null to send it whole. */
export function zipRange(header: string | undefined, size: number): ZipRange {
  const match = ONE_RANGE.exec(header ?? '');
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    return suffix > 0 && size > 0 ? { start: Math.max(0, size - suffix), end: size - 1 } : 'unsatisfiable';
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null;
  return start < size ? { start, end } : 'unsatisfiable';
}

/**
 * A validator of the zip's bytes: the stored zip of the same entries (names, files' sizes and modification times,
 * which yazl writes into the headers) is the same bytes, so a resumed download may be answered from it. `If-Range`
 * with another tag gets the whole zip again.
 */
export async function zipEntityTag(sources: ZipSource[]): Promise<string> {
  const hash = createHash('sha1');
  for (const source of sources) {
    const { size, mtimeMs } = await stat(source.path);
    hash.update(`${source.name}\0${size}\0${Math.floor(mtimeMs / 1000)}\0`);
  }
  return `"${hash.digest('base64url')}"`;
}

/** The bytes start..end of a stream (the zip is built again from its start; the skipped part is only read). */
export function sliceStream(stream: Readable, start: number, end: number): Readable {
  let offset = 0;
  const slice = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const from = Math.max(0, start - offset);
      const to = Math.min(chunk.length, end + 1 - offset);
      offset += chunk.length;
      if (to > from) this.push(chunk.subarray(from, to));
      if (offset > end) {
        this.push(null);
        stream.unpipe(slice);
        stream.resume();
      }
      done();
    },
  });
  onError(stream, (error) => slice.destroy(error));
  return stream.pipe(slice);
}

// Readable's typed overloads are narrowed by a plugin's augmentation; the stream is an EventEmitter all the same.
const onError = (stream: Readable, listener: (error: Error) => void) =>
  (stream as NodeJS.EventEmitter).on('error', listener);

/** A zip that will not be sent: stopped, its late errors ignored. */
export function discard(stream: Readable): void {
  onError(stream, () => undefined);
  stream.destroy();
}
