import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagingMeta, toPage } from '../../lib/paging';
import { briefingCatalogueRepository } from '../../repositories/briefing-catalogue-repository';
import { requireComposer } from '../composer-access/require-composer';
import { checkIpiSchema, customerLabelsSchema, releasedTracksSchema } from './schemas';

export const IPI_MESSAGES = {
  format: 'An IPI number has 9 to 11 digits',
  mismatch: 'This IPI number does not match',
} as const;

const digits = (value: string): string => value.replace(/\D/g, '').replace(/^0+/, '');

/** Co-writer IPI checks, released tracks and labels of the composer (spec §7.5). */
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

  app.get(
    '/v1/tracks/customer_tracks_released',
    { schema: releasedTracksSchema, onRequest },
    async (request) => {
      const page = toPage(request.query);
      const { ids, total } = await catalogue.releasedTrackIds(request.customer!.id, page.per, page.offset);
      const tracks = await app.repos.tracks.findMany(ids, request.language);
      return { tracks: ids.flatMap((id) => tracks.get(id) ?? []), meta: pagingMeta(total, page) };
    },
  );

  app.get('/v2/customer/labels', { schema: customerLabelsSchema, onRequest }, async (request) => ({
    labels: await catalogue.labels(request.customer!.id),
  }));
};
export default composerCatalogueRoutes;
