import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../plugins/auth';
import { clientReportRepository } from '../../repositories/client-report-repository';
import { CLIENT_REPORTS_BODY_LIMIT, healthSchema, recordSchema } from './schemas';

export const STAFF_ONLY = { message: 'Only staff can see the health of releases' };

/** Client errors and web vitals per release: any page sends them (after consent), staff read them. */
const clientReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const reports = clientReportRepository(app.db);

  app.post(
    '/v1/client-reports',
    { bodyLimit: CLIENT_REPORTS_BODY_LIMIT, schema: recordSchema },
    async (request, reply) => {
      await reports.record(request.body.reports);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/v1/client-reports/health',
    { onRequest: requireCustomer, schema: healthSchema },
    async (request, reply) => {
      if (!request.customer?.internal) return reply.code(403).send(STAFF_ONLY);
      const since = new Date(Date.now() - request.query.hours * 3_600_000);
      return { rows: await reports.health(since) };
    },
  );
};
export default clientReportRoutes;
