import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../plugins/auth';
import { clientReportRepository } from '../../repositories/client-report-repository';
import { CLIENT_REPORTS_BODY_LIMIT, healthSchema, recordSchema } from './schemas';

export const STAFF_ONLY = { message: 'Only staff can see the health of releases' };
/** Reports one address may send an hour: a page load sends a handful; an office of visitors a few hundred. */
export const REPORTS_PER_ADDRESS_HOUR = 600;
const HOUR_MS = 3_600_000;
const TOO_MANY = { errors: ['Too many reports from this address. Please try again later.'] };

/** Client errors and web vitals per release: any page sends them (after consent), staff read them. */
const clientReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const reports = clientReportRepository(app.db);
  const { counters } = app.limits;

  app.post(
    '/v1/client-reports',
    { bodyLimit: CLIENT_REPORTS_BODY_LIMIT, schema: recordSchema },
    async (request, reply) => {
      // Anonymous by design (a visitor's page reports too): what one address can add is capped per hour.
      const sent = await counters.hit(`client-reports:${request.ip}`, HOUR_MS, request.body.reports.length);
      if (sent.count > REPORTS_PER_ADDRESS_HOUR) {
        reply.header('retry-after', String(Math.ceil(sent.resetInMs / 1000)));
        return reply.code(429).send(TOO_MANY);
      }
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
