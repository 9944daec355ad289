import { customerSchema } from '@rsm/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCustomer } from '../../plugins/auth';
import { authErrorResponses } from '../common-schemas';

const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/customer',
    {
      preHandler: requireCustomer,
      schema: {
        tags: ['customer'],
        summary: 'The signed-in customer',
        response: { 200: z.object({ customer: customerSchema }), ...authErrorResponses },
      },
    },
    async (request) => ({ customer: request.customer! }),
  );
};
export default customerRoutes;
