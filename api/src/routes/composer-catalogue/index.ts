import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagingMeta, toPage } from '../../lib/paging';
import { briefingCatalogueRepository, TRACK_KINDS } from '../../repositories/briefing-catalogue-repository';
import { requireComposer } from '../composer-access/require-composer';
import { checkIpiSchema, customerComposersSchema, customerLabelsSchema, kindTracksSchema } from './schemas';

export const IPI_MESSAGES = {
  format: 'An IPI number has 9 to 11 digits',
  mismatch: 'This IPI number does not match',
} as const;

const digits = (value: string): string => value.replace(/\D/g, '').replace(/^0+/, '');

/** Co-writer IPI checks, released tracks and labels of the composer. */
const composerCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = briefingCatalogueRepository(app.db);
  const onRequest = requireComposer;

  for (const role of ['composer', 'lyricist'] as const) {
    app.get(
      `/v2/${role}s/:id/check_ipi`,
      { schema: checkIpiSchema(role), onRequest },
      async (request, reply) => {
        const given = request.query.ipi.replace(/[\s.-]/g, '');
        if (!/^\d{9,11}$/.test(given)) return { valid: false, message: IPI_MESSAGES.format };
        const stored = await catalogue.ipi(request.params.id);
        if (stored === undefined)
          return reply
            .code(404)
            .send({ message: `${role === 'composer' ? 'Composer' : 'Lyricist'} not found` });
        return stored && digits(stored) === digits(given)
          ? { valid: true }
          : { valid: false, message: IPI_MESSAGES.mismatch };
      },
    );
  }

  for (const kind of TRACK_KINDS) {
    app.get(
      `/v1/tracks/customer_tracks_${kind}`,
      { schema: kindTracksSchema(kind), onRequest },
      async (request, reply) => {
        const customerId = request.customer!.id;
        const { uuid } = request.query;
        // Another account's composer name is as unknown as one that does not exist.
        if (uuid && !(await catalogue.ownsComposer(customerId, uuid)))
          return reply.code(404).send({ message: 'Composer not found' });
        const page = toPage(request.query);
        const found = await catalogue.trackIds(customerId, { kind, composerUuid: uuid, ...page });
        return {
          tracks: await app.repos.tracks.inOrder(found.ids, request.language),
          meta: pagingMeta(found.total, page),
        };
      },
    );
  }

  app.get('/v2/customer/composers', { schema: customerComposersSchema, onRequest }, async (request) => ({
    composers: await catalogue.ownComposers(request.customer!.id),
  }));

  app.get('/v2/customer/labels', { schema: customerLabelsSchema, onRequest }, async (request) => ({
    labels: await catalogue.labels(request.customer!.id),
  }));
};
export default composerCatalogueRoutes;
