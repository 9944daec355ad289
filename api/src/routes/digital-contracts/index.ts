import type { SigningRefusal } from '@rsm/shared/schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { renderContractPdf } from '../../lib/pdf/contract-pdf';
import type { SigningIdentity } from '../../lib/signing/signing-identity';
import { hashToken, randomToken } from '../../lib/tokens';
import { contractRepository, type ContractRow } from '../../repositories/contract-repository';
import { contractSigningRepository } from '../../repositories/contract-signing-repository';
import { sendPdf } from '../composer-access/pdf-reply';
import { composerName, requireComposer } from '../composer-access/require-composer';
import { toContractDto } from '../contracts';
import {
  downloadDigitalContractSchema,
  embeddedSignUrlRouteSchema,
  listDigitalContractsSchema,
  signContractSchema,
} from './schemas';
import { checkToken, REFUSALS, signContract, SIGNING_LINK_MINUTES } from './sign-contract';

export const CONTRACT_NOT_FOUND = { errors: ['Contract not found'], message: 'Contract not found' };

const toDto = (row: ContractRow) => ({ ...toContractDto(row), body: row.body });
const refusal = (code: SigningRefusal) => ({
  errors: [REFUSALS[code].message],
  message: REFUSALS[code].message,
  code,
});

export interface DigitalContractOptions {
  /** The web app's origin: signing links open its composer area. */
  siteUrl: string;
  /** The signing key and certificate, read when the first contract is signed. */
  signingIdentity: () => SigningIdentity;
}

/** In-app signing in place of the e-sign service at its addresses ("/v2/hello_sign_contracts"). */
const digitalContractRoutes: FastifyPluginAsyncZod<DigitalContractOptions> = async (app, options) => {
  const contracts = contractRepository(app.db);
  const signing = contractSigningRepository(app.db);
  const onRequest = requireComposer;
  const findDigital = async (id: number, customerId: number) => {
    const contract = await contracts.findOwn(id, customerId);
    return contract?.kind === 'digital' ? contract : null;
  };
  /** The customer's digital contract while it awaits a signature; else null, answered 404, or 409 once signed. */
  const unsignedOr = async (reply: FastifyReply, id: number, customerId: number) => {
    const contract = await findDigital(id, customerId);
    if (!contract) void reply.code(404).send(CONTRACT_NOT_FOUND);
    else if (contract.signed_at) void reply.code(409).send(refusal('already_signed'));
    else return contract;
    return null;
  };

  app.get('/v2/hello_sign_contracts', { schema: listDigitalContractsSchema, onRequest }, async (request) => ({
    contracts: (await contracts.listOwn(request.customer!.id, true)).map(toDto),
  }));

  app.get(
    '/v2/hello_sign_contracts/:id/embedded_sign_url',
    { schema: embeddedSignUrlRouteSchema, onRequest },
    async (request, reply) => {
      const contract = await unsignedOr(reply, request.params.id, request.customer!.id);
      if (!contract) return reply;
      const token = randomToken();
      const issued = await signing.issueToken(
        contract.id,
        request.customer!.id,
        hashToken(token),
        SIGNING_LINK_MINUTES,
      );
      const path = `/dashboard/contracts/digital-contracts/${contract.id}/sign?token=${token}`;
      return { embedded: { sign_url: `${options.siteUrl}${path}`, expires_at: issued.expires_at } };
    },
  );

  app.post(
    '/v2/hello_sign_contracts/:id/sign',
    { schema: signContractSchema, onRequest },
    async (request, reply) => {
      const customer = request.customer!;
      const checked = await checkToken(signing, request.body.token, request.params.id, customer.id);
      if (!checked.ok) return reply.code(REFUSALS[checked.refusal].status).send(refusal(checked.refusal));
      const contract = await unsignedOr(reply, request.params.id, customer.id);
      if (!contract) return reply;
      // Racing signatures are refused here, before the seconds of rendering and sealing a PDF.
      if (!(await signing.claim(contract.id))) return reply.code(409).send(refusal('signing_in_progress'));
      let refused: SigningRefusal | null;
      try {
        refused = await signContract(signing, options.signingIdentity(), checked.tokenId, {
          contract,
          customer,
          fullName: request.body.full_name,
          ipAddress: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
          language: request.language,
        });
      } finally {
        await signing.releaseClaim(contract.id);
      }
      if (refused) return reply.code(REFUSALS[refused].status).send(refusal(refused));
      return { contract: toDto((await contracts.findOwn(contract.id, customer.id))!) };
    },
  );

  app.get(
    '/v2/hello_sign_contracts/:id/download',
    { schema: downloadDigitalContractSchema, onRequest },
    async (request, reply) => {
      const contract = await findDigital(request.params.id, request.customer!.id);
      if (!contract) return reply.code(404).send(CONTRACT_NOT_FOUND);
      const sealed = contract.signed_at ? await signing.signedPdf(contract.id) : null;
      const pdf = sealed
        ? new Uint8Array(sealed)
        : await renderContractPdf(contract, composerName(request.customer!), request.language);
      return sendPdf(reply, pdf, `${contract.title}${contract.signed_at ? ' (signed)' : ''}`);
    },
  );
};
export default digitalContractRoutes;
