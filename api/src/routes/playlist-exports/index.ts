import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentHeader, safeSegment } from '../../lib/download-names';
import { hashToken } from '../../lib/tokens';
import type { Language } from '../../plugins/language';
import type { ExportRow } from '../../repositories/playlist-export-repository';
import { PLAYLIST_NOT_FOUND } from '../common-schemas';
import { requireCustomerOrToken } from '../../plugins/share-token-access';
import { exportDocument, type ExportFormat } from './document';
import { curatedExportSchema, projectExportSchema } from './schemas';

/** Playlist track lists as CSV or PDF (`/v2/projects/{id}.{ext}`, `/v2/playlists/{id}.{ext}`). */
const playlistExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { projects, projectShares, playlistExports } = app.repos;
  const send = async (
    reply: FastifyReply,
    input: { name: string; format: ExportFormat; rows: ExportRow[]; language: Language },
  ) => {
    const document = await exportDocument(input.format, input.name, input.rows, input.language);
    return reply
      .type(document.type)
      .header('content-disposition', attachmentHeader(`${safeSegment(input.name)}.${input.format}`))
      .send(document.body);
  };

  app.get(
    '/v2/projects/:uuid.:format',
    { schema: projectExportSchema, onRequest: requireCustomerOrToken('query') },
    async (request, reply) => {
      const { uuid, format } = request.params;
      const token = request.query.token;
      const sharedId = token ? await projectShares.projectIdByToken(hashToken(token)) : null;
      const shared = sharedId === null ? null : await projects.findById(sharedId);
      // Another customer's playlist is a 404, as for GET /v1_rsm/projects/:uuid.
      const project =
        shared?.uuid === uuid
          ? shared
          : request.customer
            ? await projects.findForCustomer(request.customer.id, uuid)
            : null;
      if (!project) return reply.code(404).send(PLAYLIST_NOT_FOUND);
      const rows = await playlistExports.projectRows(project.id);
      return send(reply, { name: project.name, format, rows, language: request.language });
    },
  );

  app.get('/v2/playlists/:id.:format', { schema: curatedExportSchema }, async (request, reply) => {
    const { id, format } = request.params;
    const name = await playlistExports.curatedName(id, request.language);
    if (name === null) return reply.code(404).send(PLAYLIST_NOT_FOUND);
    const rows = await playlistExports.curatedRows(id);
    return send(reply, { name, format, rows, language: request.language });
  });
};
export default playlistExportRoutes;
