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
import { discard, sliceStream, zipEntityTag, zipRange } from '../../lib/zip-range';
import type { DownloadFile } from '../../repositories/download-repository';

export interface Delivery {
  event: AnalyticsEventName;
  properties: Record<string, unknown>;
  /** File extension of the chosen format. */
  ext: string;
}

/** A licensed file is the customer's to resume or seek in for this long after its download was recorded. */
const RESUME_HOURS = 24;
/**
 * Licensed files and zips are the customer's alone: no shared cache may keep them, and the browser need not either
 * (a download is saved by the browser as a file, not as a cache entry).
 */
export const PRIVATE_NO_STORE = 'private, no-store';

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

  const isResumed = async (request: FastifyRequest, file: DownloadFile) => {
    const range = request.headers.range;
    if (range === undefined) return false;
    const customerId = request.customer?.id;
    // Without an account there is nothing to resume against: the old rule (a range past the start) holds.
    if (customerId === undefined) return !/^bytes=\s*0-/.test(range);
    return app.repos.history.downloadedWithin(customerId, [file.top_track_id], RESUME_HOURS);
  };

  return {
    /**
     * One file; Range works as for media. A range is a resumed download (or a seek) only for a customer whose
     * download of the track was recorded in the last day; any other range is recorded as a download, so no part of a
     * licensed file leaves unrecorded.
     */
    async file(request: FastifyRequest, reply: FastifyReply, file: DownloadFile, delivery: Delivery) {
      const full = onDisk(file.path); // refused before it is recorded
      if (await settleRange(request, reply, full)) return reply;
      if (!(await isResumed(request, file))) await record(request, delivery, [file]);
      return reply
        .header('content-disposition', attachmentHeader(trackFileName(file, delivery.ext)))
        .header('cache-control', PRIVATE_NO_STORE)
        .sendFile(file.path, { cacheControl: false });
    },

    /**
     * A stored zip named `<name>.zip` with an exact Content-Length; recorded once the zip could be built. The same
     * entries make the same bytes, so a broken download resumes with Range (and If-Range on the zip's ETag).
     */
    async zip(
      request: FastifyRequest,
      reply: FastifyReply,
      name: string,
      files: DownloadFile[],
      delivery: Delivery,
    ) {
      const names = uniqueNames(files.map((file) => zipEntryName(file, delivery.ext)));
      const sources = files.map((file, i) => ({ path: onDisk(file.path), name: names[i]! }));
      const zip = await sizedZip(sources);
      const tag = await zipEntityTag(sources);
      const ifRange = request.headers['if-range'];
      const range =
        ifRange === undefined || ifRange === tag ? zipRange(request.headers.range, zip.size) : null;
      if (range === 'unsatisfiable') {
        discard(zip.stream);
        return reply
          .code(416)
          .header('content-range', `bytes */${zip.size}`)
          .send({ message: 'Range Not Satisfiable' });
      }
      if (!range || range.start === 0) await record(request, delivery, files);
      reply
        .type('application/zip')
        .header('accept-ranges', 'bytes')
        .header('etag', tag)
        .header('cache-control', PRIVATE_NO_STORE)
        .header('content-disposition', attachmentHeader(`${safeSegment(name)}.zip`));
      if (!range) return reply.header('content-length', zip.size).send(zip.stream);
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${zip.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(sliceStream(zip.stream, range.start, range.end));
    },
  };
}
export type DownloadDelivery = ReturnType<typeof downloadDelivery>;
