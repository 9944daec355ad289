import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { concatBytes } from './bytes';
import { SNIFF_BYTES, type UploadFormat } from '@rsm/shared/uploads';
import { WavPeaks } from './wav-peaks';

/** A refusal the route turns into its status and message. */
export class UploadError extends Error {
  constructor(
    readonly statusCode: 413 | 415 | 400,
    message: string,
  ) {
    super(message);
  }
}

export interface StoredUpload {
  id: string;
  /** Relative to the media folder. */
  path: string;
  size: number;
  format: UploadFormat;
  peaks: number[] | null;
}

export interface StoreOptions {
  mediaDir: string;
  sniff: (head: Uint8Array) => UploadFormat | null;
  wrongType: string;
  /** Set by the multipart parser when the file passed its size limit. */
  truncated: () => boolean;
  tooLarge: string;
  /** Smaller files are refused as the wrong type: a format's header alone (RIFF....WAVE) is not a recording. */
  minBytes?: number;
}

/**
 * Streams an upload to `uploads/<uuid>` chunk by chunk (memory stays flat whatever the size), checking the magic
 * bytes of the first chunk and computing WAV peaks on the way. A refused or truncated file is deleted.
 */
export async function storeUpload(file: Readable, options: StoreOptions): Promise<StoredUpload> {
  const id = randomUUID();
  const relative = join('uploads', id);
  const target = join(options.mediaDir, relative);
  await mkdir(join(options.mediaDir, 'uploads'), { recursive: true });
  let head: Uint8Array = new Uint8Array(0);
  let format: UploadFormat | null = null;
  let size = 0;
  const peaks = new WavPeaks();
  const inspect = new Transform({
    transform(chunk: Uint8Array, _encoding, done) {
      size += chunk.length;
      if (!format) {
        head = concatBytes(head, chunk);
        if (head.length < SNIFF_BYTES) return done();
        format = options.sniff(head);
        if (!format) return done(new UploadError(415, options.wrongType));
        chunk = head;
      }
      if (format === 'wav') peaks.push(chunk);
      done(null, chunk);
    },
    flush(done) {
      if (!format) {
        format = options.sniff(head);
        if (!format) return done(new UploadError(415, options.wrongType));
        if (format === 'wav') peaks.push(head);
        this.push(head);
      }
      done();
    },
  });
  try {
    await pipeline(file, inspect, createWriteStream(target));
    if (options.truncated()) throw new UploadError(413, options.tooLarge);
    if (size === 0) throw new UploadError(400, options.wrongType);
    if (size < (options.minBytes ?? 0)) throw new UploadError(415, options.wrongType);
  } catch (error) {
    await rm(target, { force: true });
    if (!(error instanceof UploadError)) file.resume();
    throw error;
  }
  return { id, path: relative, size, format: format!, peaks: format === 'wav' ? peaks.result() : null };
}
