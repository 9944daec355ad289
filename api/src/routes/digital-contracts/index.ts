import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { renderContractPdf } from '../../lib/pdf/contract-pdf';
import { contractRepository, type ContractRow } from '../../repositories/contract-repository';
import { sendPdf } from '../composer-access/pdf-reply';
import { composerName, requireComposer } from '../composer-access/require-composer';
import { toContractDto } from '../contracts';
import { downloadDigitalContractSchema, listDigitalContractsSchema, signContractSchema } from './schemas';

export const SIGN_MESSAGES = {
  name: 'Type your full name to sign',
  confirm: 'Confirm that you have read and agree to the contract',
  signed: 'This contract is already signed',
  notFound: 'Contract not found',
} as const;

const toDto = (row: ContractRow) => ({ ...toContractDto(row), body: row.body });

/** In-app signing in place of the e-sign service (spec §7.5 "/v2/hello_sign_contracts"). */
const digitalContractRoutes: FastifyPluginAsyncZod = async (app) => {
  const contracts = contractRepository(app.db);
  const onRequest = requireComposer;

  app.get('/v2/hello_sign_contracts', { schema: listDigitalContractsSchema, onRequest }, async (request) => ({
    contracts: (await contracts.listOwn(request.customer!.id, true)).map(toDto),
  }));

  app.post(
    '/v2/hello_sign_contracts/:id/sign',
    { schema: signContractSchema, onRequest },
    async (request, reply) => {
      const customer = request.customer!;
      const contract = await contracts.findOwn(request.params.id, customer.id);
      if (!contract || contract.kind !== 'digital')
        return reply.code(404).send({ message: SIGN_MESSAGES.notFound });
      const name = request.body.full_name.trim().replace(/\s+/g, ' ');
      // A full name: at least two words, as on the contract.
      if (name.split(' ').length < 2) return reply.code(400).send({ message: SIGN_MESSAGES.name });
      if (!request.body.confirmed) return reply.code(400).send({ message: SIGN_MESSAGES.confirm });
      if (!(await contracts.sign(contract.id, customer.id, name)))
        return reply.code(409).send({ message: SIGN_MESSAGES.signed });
      return { contract: toDto((await contracts.findOwn(contract.id, customer.id))!) };
    },
  );

  app.get(
    '/v2/hello_sign_contracts/:id/download',
    { schema: downloadDigitalContractSchema, onRequest },
    async (request, reply) => {
      const contract = await contracts.findOwn(request.params.id, request.customer!.id);
      if (!contract || contract.kind !== 'digital')
        return reply.code(404).send({ message: SIGN_MESSAGES.notFound });
      const suffix = contract.signed_at ? ' (signed)' : '';
      return sendPdf(
        reply,
        await renderContractPdf(contract, composerName(request.customer!)),
        `${contract.title}${suffix}`,
      );
    },
  );
};
export default digitalContractRoutes;
