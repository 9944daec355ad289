import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailboxHtml } from '../../lib/mailbox-html';

const NEWEST = 50;

/** GET /dev/mailbox; registered only outside production (env MAILBOX_ENABLED and NODE_ENV). */
const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['development'],
        summary: 'The newest outbox emails as an HTML page, to follow confirmation and reset links locally',
        response: { 200: z.string() },
      },
    },
    async (_request, reply) => {
      const emails = await app.repos.emailOutbox.newest(NEWEST);
      return reply.type('text/html; charset=utf-8').send(mailboxHtml(emails));
    },
  );
};
export default mailboxRoutes;
