import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagingMeta, toPage } from '../../lib/paging';
import { briefingSubmissionRepository } from '../../repositories/briefing-submission-repository';
import { composerAccountRepository } from '../../repositories/composer-account-repository';
import { requireComposer } from '../composer-access/require-composer';
import { composerTracksSchema, customerSearchSchema } from './schemas';

/** Lists of the composer area that span briefs: submitted tracks, co-writers' accounts. */
const composerListRoutes: FastifyPluginAsyncZod = async (app) => {
  const submissions = briefingSubmissionRepository(app.db);
  const accounts = composerAccountRepository(app.db);
  const onRequest = requireComposer;

  app.get(
    '/v1_rsm/briefings/composer_tracks',
    { schema: composerTracksSchema, onRequest },
    async (request) => {
      const page = toPage(request.query);
      const { submissions: tracks, total } = await submissions.listOwn(request.customer!.id, {
        ...page,
        briefingId: request.query.briefing_id,
      });
      return { tracks, meta: pagingMeta(total, page) };
    },
  );

  app.get('/v1_rsm/customers/search', { schema: customerSearchSchema, onRequest }, async (request) => ({
    customers: await accounts.search(request.query.q, request.query.per),
  }));
};
export default composerListRoutes;
