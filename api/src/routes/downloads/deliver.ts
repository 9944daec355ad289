import { resolve, sep } from 'node:path';
import type { AnalyticsEventName } from '@rsm/shared/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  attachmentHeader,
  safeSegment,
  trackFileName,
  uniqueNames,
  zipEntryName,
} from '../../lib/download-names';
import { settleRange } from '../../lib/byte-ranges';
import { sizedZip } from '../../lib/sized-zip';
import type { DownloadFile } from '../../repositories/download-repository';

export interface Delivery {
  event: AnalyticsEventName;
  properties: Record<string, unknown>;
  /** File extension of the chosen format. */
  ext: string;
}

/** Sends downloads and records them: a history row per top-level track (customers only) and an analytics event. */
export function downloadDelivery(app: FastifyInstance, mediaDir: string) {
  const root = resolve(mediaDir);
  const onDisk = (path: string) => {
    const full = resolve(root, path);
    // Paths only come from the database; one pointing outside the media dir is refused all the same.
    if (!full.startsWith(root + sep)) throw new Error(`stored path outside the media dir: ${path}`);
    return full;
  };
  const record = async (request: FastifyRequest, delivery: Delivery, files: DownloadFile[]) => {
    // HEAD asks what a download would be (size, name); nothing is delivered, so nothing is recorded.
    if (request.method === 'HEAD') return;
    const customerId = request.customer?.id ?? null;
    const trackIds = [...new Set(files.map((file) => file.top_track_id))];
    if (customerId !== null) await app.repos.history.recordDownloads(customerId, trackIds);
    await app.repos.analytics.recordEvents([
      { name: delivery.event, customerId, properties: delivery.properties },
    ]);
  };

  return {
    /** One file; Range works as for media. A range past the start is a resumed download, not a new one. */
    async file(request: FastifyRequest, reply: FastifyReply, file: DownloadFile, delivery: Delivery) {
      const full = onDisk(file.path); // refused before it is recorded
      if (await settleRange(request, reply, full)) return reply;
      if (!/^bytes=(?!0-)/.test(request.headers.range ?? '')) await record(request, delivery, [file]);
      return reply
        .header('content-disposition', attachmentHeader(trackFileName(file, delivery.ext)))
        .sendFile(file.path);
    },

    /** A stored zip named `<name>.zip` with an exact Content-Length; recorded once the zip could be built. */
    async zip(
      request: FastifyRequest,
      reply: FastifyReply,
      name: string,
      files: DownloadFile[],
      delivery: Delivery,
    ) {
      const names = uniqueNames(files.map((file) => zipEntryName(file, delivery.ext)));
      const zip = await sizedZip(files.map((file, i) => ({ path: onDisk(file.path), name: names[i]! })));
      await record(request, delivery, files);
      return reply
        .type('application/zip')
        .header('content-length', zip.size)
        .header('content-disposition', attachmentHeader(`${safeSegment(name)}.zip`))
        .send(zip.stream);
    },
  };
}
export type DownloadDelivery = ReturnType<typeof downloadDelivery>;
