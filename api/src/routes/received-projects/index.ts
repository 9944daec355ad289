import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../plugins/auth';
import { PLAYLIST_NOT_FOUND } from '../common-schemas';
import { requireCustomerOrToken } from '../../plugins/share-token-access';
import { listShareEmailsSchema, recordTrackEventSchema, removeShareEmailSchema } from './schemas';

const SHARE_NOT_FOUND = { message: 'Shared playlist not found' };
const TRACK_NOT_FOUND = { message: 'Track not found in this playlist' };

/** Received playlists' track events and the addresses a playlist was sent to. */
const receivedProjectRoutes: FastifyPluginAsyncZod = async (app) => {
  const { projects, projectShares, receivedProjects } = app.repos;

  app.post(
    '/v1_rsm/received_projects/track_event',
    // A visitor may record an event with the share's token, read from the parsed body before the schema rejects
    // anything; everything else needs a customer.
    { schema: recordTrackEventSchema, preValidation: requireCustomerOrToken('body') },
    async (request, reply) => {
      const { project_share_id: shareId, token, track_id: trackId, event } = request.body;
      const customer = request.customer;
      const share = await projectShares.opening({ token, share_id: shareId }, customer?.email);
      if (!share) return reply.code(404).send(SHARE_NOT_FOUND);
      const recorded = await receivedProjects.recordEvent(share.id, trackId, event, customer?.id ?? null);
      if (!recorded) return reply.code(404).send(TRACK_NOT_FOUND);
      return reply.code(201).send({ track_event: recorded });
    },
  );

  app.get(
    '/v1_rsm/project_share_emails/:id',
    { schema: listShareEmailsSchema, onRequest: requireCustomer },
    async (request, reply) => {
      const projectId = await projects.ownedId(request.customer!.id, request.params.id);
      if (projectId === null) return reply.code(404).send(PLAYLIST_NOT_FOUND);
      return { project_share_emails: await receivedProjects.emails(projectId) };
    },
  );

  app.delete(
    '/v1_rsm/project_share_emails/:id',
    { schema: removeShareEmailSchema, onRequest: requireCustomer },
    async (request, reply) => {
      const removed = await receivedProjects.removeEmail(request.customer!.id, request.params.id);
      return removed ? { success: true as const } : reply.code(404).send(SHARE_NOT_FOUND);
    },
  );
};
export default receivedProjectRoutes;
