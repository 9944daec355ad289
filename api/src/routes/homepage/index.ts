import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isEmail } from '../../lib/account-validation';
import { toPage } from '../../lib/paging';
import { lastReleasesSchema, listBannersSchema, listTrustedBiesSchema, stayTunedSchema } from './schemas';

const LAST_RELEASES = toPage({ page: 1, per: 12 });
const NEWEST_FIRST = { field: 'release_date', direction: 'desc' } as const;

const homepageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { content } = app.repos;

  app.get('/v2/homepage/banners', { schema: listBannersSchema }, async (request) => ({
    banners: await content.banners(request.language),
  }));

  app.get('/v2/homepage/trusted_bies', { schema: listTrustedBiesSchema }, async () => ({
    trusted_bies: await content.trustedBies(),
  }));

  app.get('/v2/homepage/last_releases', { schema: lastReleasesSchema }, async (request) => {
    const { albums } = await app.repos.albums.list(LAST_RELEASES, NEWEST_FIRST, request.language);
    return { albums };
  });

  app.post('/v2/homepage/stay_tuned', { schema: stayTunedSchema }, async (request, reply) => {
    const email = request.body.stay_tuned_user.email.trim();
    if (!isEmail(email)) return reply.code(422).send({ errors: { email: ['is invalid'] } });
    if (!(await app.repos.contact.subscribe(email)))
      return reply.code(422).send({ errors: { email: ['has already been taken'] } });
    return reply.code(201).send({ stay_tuned_user: { email } });
  });
};
export default homepageRoutes;
