import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagingMeta, toPage } from '../../lib/paging';
import { requireCustomer } from '../../plugins/auth';
import { listBriefingsSchema } from './schemas';

const briefingRoutes: FastifyPluginAsyncZod = async (app) => {
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
};
export default briefingRoutes;
