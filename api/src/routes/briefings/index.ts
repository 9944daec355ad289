import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagingMeta, toPage } from '../../lib/paging';
import { requireCustomer } from '../../plugins/auth';
import { briefingSubmissionRepository } from '../../repositories/briefing-submission-repository';
import { requireComposer } from '../composer-access/require-composer';
import { getBriefingSchema, listBriefingsSchema, validateTrackNameSchema } from './schemas';
import { TRACK_NAME_MESSAGES, trackNameReason } from './track-name';

export const BRIEFING_NOT_FOUND = { message: 'Briefing not found' };

const briefingRoutes: FastifyPluginAsyncZod = async (app) => {
  const submissions = briefingSubmissionRepository(app.db);

  app.get(
    '/v1_rsm/briefings',
    { schema: listBriefingsSchema, preHandler: requireCustomer },
    async (request, reply) => {
      if (!request.customer!.is_composer)
        return reply.code(403).send({ message: 'Only composers can see briefings' });
      const page = toPage(request.query);
      const { briefings, total } = await app.repos.briefings.list(page);
      return { briefings, meta: pagingMeta(total, page) };
    },
  );

  app.get(
    '/v1_rsm/briefings/:id',
    { schema: getBriefingSchema, onRequest: requireComposer },
    async (request, reply) => {
      const found = await app.repos.briefings.find(request.params.id);
      if (!found) return reply.code(404).send(BRIEFING_NOT_FOUND);
      const { reference_track_ids: ids, ...briefing } = found;
      const reference_tracks = await app.repos.tracks.inOrder(ids, request.language);
      return { briefing: { ...briefing, reference_tracks } };
    },
  );

  app.get(
    '/v1/briefings/validate_track_name',
    { schema: validateTrackNameSchema, onRequest: requireComposer },
    async (request) => {
      const { name, except_id: exceptId } = request.query;
      const reason = trackNameReason(name);
      if (reason) return { valid: false, reason, message: TRACK_NAME_MESSAGES[reason] };
      if (await submissions.nameTaken(request.customer!.id, name, exceptId))
        return { valid: false, reason: 'taken' as const, message: TRACK_NAME_MESSAGES.taken };
      return { valid: true };
    },
  );
};
export default briefingRoutes;
