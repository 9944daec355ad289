import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../plugins/auth';
import {
  billingDetailsInput,
  composerProfileInput,
  fieldErrors,
  getBillingDetailsSchema,
  getComposerProfileSchema,
  putBillingDetailsSchema,
  putComposerProfileSchema,
} from './schemas';

/** The account pages' composer profile and billing details: the signed-in customer's own row only. */
const accountProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireCustomer);
  const { accountProfiles } = app.repos;
  const PROFILE = '/v1_rsm/customers/composer_profile';
  const BILLING = '/v1_rsm/customers/billing_details';

  app.get(PROFILE, { schema: getComposerProfileSchema }, async (request) => ({
    composer_profile: await accountProfiles.composerProfile(request.customer!.id),
  }));

  app.put(PROFILE, { schema: putComposerProfileSchema }, async (request, reply) => {
    const parsed = composerProfileInput.safeParse(request.body.composer_profile ?? {});
    if (!parsed.success) return reply.code(422).send({ errors: fieldErrors(parsed.error) });
    return { composer_profile: await accountProfiles.saveComposerProfile(request.customer!.id, parsed.data) };
  });

  app.get(BILLING, { schema: getBillingDetailsSchema }, async (request) => ({
    billing_details: await accountProfiles.billingDetails(request.customer!.id),
  }));

  app.put(BILLING, { schema: putBillingDetailsSchema }, async (request, reply) => {
    const parsed = billingDetailsInput.safeParse(request.body.billing_details ?? {});
    if (!parsed.success) return reply.code(422).send({ errors: fieldErrors(parsed.error) });
    return { billing_details: await accountProfiles.saveBillingDetails(request.customer!.id, parsed.data) };
  });
};
export default accountProfileRoutes;
