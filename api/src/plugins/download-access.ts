import type { FastifyReply, FastifyRequest } from 'fastify';
import { NOT_SIGNED_IN } from './auth';
import { guardUnlessShareToken } from './share-token-access';

export const SIGN_IN_TO_DOWNLOAD = { message: NOT_SIGNED_IN };
export const DOWNLOADS_DISABLED = { message: 'Downloads for your account were disabled' };

/** onRequest hook of download routes: visitors get 401 and blocked customers 403, both before any 400. */
export async function requireDownloader(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.customer) await reply.code(401).send(SIGN_IN_TO_DOWNLOAD);
  else if (request.customer.block_download) await reply.code(403).send(DOWNLOADS_DISABLED);
}

/**
 * Like requireDownloader, but a visitor who brings a share token gets through: the handler checks that the token
 * opens the playlist asked for (a download may be authorised by a share token instead of a login).
 */
export const requireDownloaderOrToken = guardUnlessShareToken(requireDownloader, 'query');
