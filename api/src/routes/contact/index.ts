import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createMailer } from '../../lib/mailer';
import { CONTACT_RATE_LIMIT } from '../../plugins/rate-limit';
import { consultationEmail, parseConsultation } from './consultation';
import { createConsultationSchema } from './schemas';

export interface ContactOptions {
  /** The library's staff address that receives consultation requests. */
  staffEmail: string;
}

const contactRoutes: FastifyPluginAsyncZod<ContactOptions> = async (app, { staffEmail }) => {
  const mailer = createMailer(app.repos.emailOutbox);

  const config = { rateLimit: CONTACT_RATE_LIMIT };
  app.post(
    '/v1/music_consultations',
    { schema: createConsultationSchema, config },
    async (request, reply) => {
      const parsed = parseConsultation(request.body.music_consultation);
      if ('errors' in parsed) return reply.code(422).send({ errors: parsed.errors });
      const id = await app.repos.contact.createConsultation(parsed.consultation);
      await mailer.send(consultationEmail(staffEmail, id, parsed.consultation));
      return reply.code(201).send({ music_consultation: { id } });
    },
  );
};
export default contactRoutes;
