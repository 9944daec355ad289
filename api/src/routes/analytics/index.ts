import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import clientReportRoutes from '../client-reports';
import { ANALYTICS_BODY_LIMIT, eventsSchema, visitSchema } from './schemas';

/** ahoy.js endpoints: visitors and customers alike; the customer is attached when signed in. */
const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { analytics } = app.repos;
  const options = { bodyLimit: ANALYTICS_BODY_LIMIT };

  app.post('/ahoy/visits', { ...options, schema: visitSchema }, async (request) => {
    const { visit_token, visitor_token, landing_page, referrer, ...properties } = request.body;
    await analytics.recordVisit({
      visitToken: visit_token,
      visitorToken: visitor_token,
      customerId: request.customer?.id ?? null,
      landingPage: landing_page,
      referrer: referrer ?? undefined,
      properties,
    });
    return {};
  });

  app.post('/ahoy/events', { ...options, schema: eventsSchema }, async (request) => {
    const { visit_token: visitToken, visitor_token: visitorToken, events } = request.body;
    const customerId = request.customer?.id ?? null;
    await analytics.recordEvents(
      events.map(({ id, ...event }) => ({ ...event, eventId: id, visitToken, visitorToken, customerId })),
    );
    return {};
  });

  // Errors and web vitals of each release: sent under the same consent as the events above.
  await app.register(clientReportRoutes);
};
export default analyticsRoutes;
