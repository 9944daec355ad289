import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../plugins/auth';
import type { CustomerRow } from '../../repositories/account-profile-repository';
import { billingDetails, composerProfile, fieldErrors, type OwnRecord } from './schemas';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** GET and PUT of `record` at `path`, on the signed-in customer's own row. */
function ownRecordRoutes<Row extends object>(
  app: App,
  path: string,
  record: OwnRecord<Row>,
  rows: CustomerRow<Row>,
) {
  const { key, input } = record;
  app.get(path, { schema: record.get }, async (request) => ({
    [key]: await rows.find(request.customer!.id),
  }));

  app.put(path, { schema: record.put }, async (request, reply) => {
    const parsed = input.safeParse(request.body[key] ?? {});
    if (!parsed.success) return reply.code(422).send({ errors: fieldErrors(parsed.error) });
    return { [key]: await rows.save(request.customer!.id, parsed.data) };
  });
}

/** The account pages' composer profile and billing details: the signed-in customer's own row only. */
const accountProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireCustomer);
  const { accountProfiles } = app.repos;
  ownRecordRoutes(
    app,
    '/v1_rsm/customers/composer_profile',
    composerProfile,
    accountProfiles.composerProfile,
  );
  ownRecordRoutes(app, '/v1_rsm/customers/billing_details', billingDetails, accountProfiles.billingDetails);
};
export default accountProfileRoutes;
