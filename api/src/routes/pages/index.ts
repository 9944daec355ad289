import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPageSchema, listAgentsSchema, listCrewSchema, listFaqsSchema } from './schemas';

/** Editorial pages and lists: about us, terms, privacy, rates, FAQs, crew, agents. */
const pageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { content } = app.repos;

  app.get('/v1/pages/:slug', { schema: getPageSchema }, async (request, reply) => {
    const page = await content.page(request.params.slug, request.language);
    return page ? { page } : reply.code(404).send({ message: 'Page not found' });
  });

  app.get('/v2/global_faqs', { schema: listFaqsSchema }, async (request) => ({
    global_faqs: await content.faqs(request.language),
  }));

  app.get('/v1/crew', { schema: listCrewSchema }, async (request) => ({
    crew: await content.crew(request.language),
  }));

  app.get('/v1_rsm/agents', { schema: listAgentsSchema }, async (request) => ({
    agents: await content.agents(request.language),
  }));
};
export default pageRoutes;
