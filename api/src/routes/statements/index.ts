import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { renderStatementPdf, statementName } from '../../lib/pdf/statement-pdf';
import { statementRepository } from '../../repositories/statement-repository';
import { sendPdf } from '../composer-access/pdf-reply';
import { composerName, requireComposer } from '../composer-access/require-composer';
import { downloadStatementSchema, listStatementsSchema } from './schemas';

/** Royalty statements ("/v2/documents"): listed with period and amount, downloaded as PDF. */
const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  const statements = statementRepository(app.db);
  const onRequest = requireComposer;

  app.get('/v2/documents', { schema: listStatementsSchema, onRequest }, async (request) => {
    const rows = await statements.listOwn(request.customer!.id);
    return {
      documents: rows.map(({ id, period_start, period_end, amount_cents, currency }) => ({
        id,
        period_start,
        period_end,
        amount: amount_cents / 100,
        currency,
      })),
    };
  });

  app.get(
    '/v2/documents/:id/download',
    { schema: downloadStatementSchema, onRequest },
    async (request, reply) => {
      const statement = await statements.findOwn(request.params.id, request.customer!.id);
      if (!statement) return reply.code(404).send({ message: 'Statement not found' });
      const pdf = await renderStatementPdf(statement, composerName(request.customer!), request.language);
      return sendPdf(reply, pdf, statementName(statement, request.language));
    },
  );
};
export default statementRoutes;
