import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants as zlib } from 'node:zlib';

/**
 * Answers compressed when the client accepts it (a 250-track search page is ~90 KiB of JSON, ~11 KiB compressed).
 * Only types the MIME database calls compressible (JSON, CSV, SVG, HTML): audio, zips and PDFs are sent as they are,
 * so Range and the exact Content-Length of downloads are untouched. Brotli at a low quality: on the fly, a high one
 * costs more time than it saves on the wire.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
