import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagingMeta, toPage } from '../../lib/paging';
import { requireCustomer } from '../../plugins/auth';
import { getProjectSchema, listProjectsSchema } from './schemas';

const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireCustomer);

  app.get('/v1_rsm/projects', { schema: listProjectsSchema }, async (request) => {
    const page = toPage(request.query);
    const { projects, total } = await app.repos.projects.listForCustomer(request.customer!.id, page);
    return { projects, meta: pagingMeta(total, page) };
  });

  app.get('/v1_rsm/projects/:uuid', { schema: getProjectSchema }, async (request, reply) => {
    // Scoped by owner: another customer's playlist is a 404, not a 403, so uuids reveal nothing.
    const project = await app.repos.projects.findForCustomer(request.customer!.id, request.params.uuid);
    return project ? { project } : reply.code(404).send({ message: 'Playlist not found' });
  });
};
export default projectRoutes;
