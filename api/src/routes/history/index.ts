import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagingMeta, toPage } from '../../lib/paging';
import { requireCustomer } from '../../plugins/auth';
import { TRACK_NOT_FOUND } from '../common-schemas';
import { listHistorySchema, recordPlaySchema } from './schemas';

/** What the signed-in customer played and downloaded. */
const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireCustomer);
  const { history, tracks } = app.repos;

  app.post('/v1_rsm/customers/history', { schema: recordPlaySchema }, async (request, reply) => {
    const row = await history.record(request.customer!.id, request.body.track_id, 'play');
    return row ? reply.code(201).send({ history: row }) : reply.code(404).send(TRACK_NOT_FOUND);
  });

  app.get('/v1_rsm/customers/history', { schema: listHistorySchema }, async (request) => {
    const page = toPage(request.query);
    const { rows, total } = await history.list(request.customer!.id, page, request.query.kind);
    const byId = await tracks.findMany([...new Set(rows.map((row) => row.track_id))], request.language);
    // Tracks are deleted with their history rows (ON DELETE CASCADE), so every row finds its track.
    const entries = rows.map(({ track_id, ...row }) => ({ ...row, track: byId.get(track_id)! }));
    return { history: entries, meta: pagingMeta(total, page) };
  });
};
export default historyRoutes;
