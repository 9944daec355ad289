import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { storeUpload, UploadError, type StoredUpload } from '../../lib/uploads/store-upload';
import type { UploadFormat } from '@rsm/shared/uploads';
import { NUL_IN_TEXT } from '../../plugins/reject-nul';
import { UPLOAD_MESSAGES } from './limits';

/** Multipart parsing for the plugin it is called in: one file per request, other fields small. */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });
}

export interface ReceiveOptions {
  mediaDir: string;
  maxBytes: number;
  sniff: (head: Uint8Array) => UploadFormat | null;
  tooLarge: string;
  wrongType: string;
  /** Smallest file accepted (see StoreOptions). */
  minBytes?: number;
}

/** Errors of the disk, not of the request: those stay 500s. */
const isDiskError = (error: unknown) =>
  ['ENOSPC', 'EACCES', 'EROFS', 'EIO', 'EMFILE', 'EDQUOT'].includes(
    (error as NodeJS.ErrnoException).code ?? '',
  );

/**
 * Streams the request's file to disk; answers the refusal itself (400 no file, 413 too large, 415 wrong type) and
 * returns null then. The result carries the form fields sent before the file.
 */
export async function receiveFile(
  request: FastifyRequest,
  reply: FastifyReply,
  options: ReceiveOptions,
): Promise<{ stored: StoredUpload; filename: string; fields: Record<string, string> } | null> {
  if (!request.isMultipart()) {
    void reply.code(400).send({ message: UPLOAD_MESSAGES.noFile });
    return null;
  }
  const declared = Number(request.headers['content-length'] ?? 0);
  // A body far past the limit is refused before a byte is stored (multipart framing adds a few hundred bytes).
  if (declared > options.maxBytes + 64 * 1024) {
    void reply.code(413).send({ message: options.tooLarge });
    return null;
  }
  try {
    const file = await request.file({ limits: { fileSize: options.maxBytes } });
    if (!file) {
      void reply.code(400).send({ message: UPLOAD_MESSAGES.noFile });
      return null;
    }
    if (file.filename.includes('\0')) {
      file.file.resume();
      void reply.code(400).send({ message: NUL_IN_TEXT });
      return null;
    }
    const stored = await storeUpload(file.file, {
      mediaDir: options.mediaDir,
      sniff: options.sniff,
      wrongType: options.wrongType,
      tooLarge: options.tooLarge,
      minBytes: options.minBytes,
      truncated: () => file.file.truncated,
    });
    const fields: Record<string, string> = {};
    for (const [name, field] of Object.entries(file.fields))
      if (field && !Array.isArray(field) && field.type === 'field') fields[name] = String(field.value);
    return { stored, filename: file.filename || 'upload', fields };
  } catch (error) {
    if (error instanceof UploadError) {
      void reply.code(error.statusCode).send({ message: error.message });
      return null;
    }
    if (isDiskError(error)) throw error;
    // No boundary, a cut-off body, a broken part header: the form could not be read.
    void reply.code(400).send({ message: UPLOAD_MESSAGES.malformed });
    return null;
  }
}
