import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvDocument } from '../../lib/csv';
import { attachmentHeader, safeSegment } from '../../lib/download-names';
import { requireDownloader } from '../../plugins/download-access';
import type { CuesheetRow } from '../../repositories/cuesheet-repository';
import { ALBUM_NOT_FOUND, TRACK_NOT_FOUND } from '../common-schemas';
import { CUESHEET_HEADER, cuesheetSchema } from './schemas';

/** m:ss, as the player shows lengths. */
const duration = (seconds: number | null) =>
  seconds === null ? '' : `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

const cells = (row: CuesheetRow) => [
  String(row.position).padStart(2, '0'),
  row.name,
  row.version,
  row.composers,
  row.publishers,
  row.isrc,
  duration(row.length),
  row.bpm,
];

/** Cue sheets for broadcasters' music reporting; a download like the audio, so the same rules apply. */
const cuesheetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { albums, cuesheets, analytics } = app.repos;

  app.get(
    '/v2/albums/:id/cuesheet.csv',
    { schema: cuesheetSchema, onRequest: requireDownloader },
    async (request, reply) => {
      const album = await albums.find(request.params.id, request.language);
      if (!album) return reply.code(404).send(ALBUM_NOT_FOUND);
      const trackId = request.query.track_id ?? null;
      const rows = await cuesheets.rows(album.id, trackId);
      if (trackId !== null && rows.length === 0) return reply.code(404).send(TRACK_NOT_FOUND);
      const properties = { album_id: album.id, track_id: trackId };
      await analytics.recordEvents([
        { name: 'download_cuesheet', customerId: request.customer!.id, properties },
      ]);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentHeader(`${safeSegment(album.directory_name)} cuesheet.csv`))
        .send(csvDocument([CUESHEET_HEADER, ...rows.map(cells)]));
    },
  );
};
export default cuesheetRoutes;
