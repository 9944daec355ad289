import type { FastifyReply } from 'fastify';
import { safeSegment } from '../../lib/download-names';

/** Sends generated PDF bytes as a download named `name`.pdf. */
export function sendPdf(reply: FastifyReply, bytes: Uint8Array, name: string): FastifyReply {
  const file = `${safeSegment(name)}.pdf`;
  return reply
    .header('content-type', 'application/pdf')
    .header('cache-control', 'private, no-store')
    .header(
      'content-disposition',
      `attachment; filename="${file.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file)}`,
    )
    .send(Buffer.from(bytes));
}
