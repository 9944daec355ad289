import { digitalContractSchema, embeddedSignUrlSchema, SIGNING_REFUSALS } from '@rsm/shared/schemas';
import { z } from 'zod';
import { idParams } from '../../lib/ids';
import {
  composerErrorResponses,
  composerPdfSchema,
  fieldErrorsSchema,
  messageSchema,
} from '../common-schemas';

const refusalSchema = z
  .object({
    errors: z.array(z.string()),
    message: z.string(),
    code: z.enum(SIGNING_REFUSALS).optional(),
  })
  .describe('An error body with `code` naming why the signing link was refused');

export const listDigitalContractsSchema = {
  tags: ['composer'],
  summary: 'Contracts sent for an in-app signature, awaiting ones first',
  response: { 200: z.object({ contracts: z.array(digitalContractSchema) }), ...composerErrorResponses },
};

export const embeddedSignUrlRouteSchema = {
  tags: ['composer'],
  summary: 'A one-time link to the in-app signing page of a contract awaiting signature',
  description:
    'Answers `{ embedded: { sign_url, expires_at } }`, the shape the e-sign service client read. `sign_url` opens ' +
    '/dashboard/contracts/digital-contracts/{id}/sign?token=… in the composer area. The token is random, kept only ' +
    'as its SHA-256, bound to this contract and this composer, valid for 30 minutes and spent by the signature. ' +
    'Each call issues a new link. `client_id` (the e-sign app id) is accepted and not used.',
  params: idParams,
  querystring: z.object({ client_id: z.string().max(200).optional() }),
  response: { ...composerErrorResponses, 200: embeddedSignUrlSchema, 404: messageSchema, 409: refusalSchema },
};

const fullName = z
  .string()
  .max(200)
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  // A full name: at least two words, as on the contract.
  .refine((value) => value.split(' ').length >= 2, 'Type your full name to sign');

export const signContractSchema = {
  tags: ['composer'],
  summary: 'Sign a contract through its one-time link: full name typed, reading confirmed',
  description:
    'The token comes from embedded_sign_url. The signed PDF carries a PAdES signature (ETSI.CAdES.detached) and an ' +
    'audit trail page; the audit record is stored. 404 `token_invalid` (unknown link, or one for another contract), ' +
    '403 `token_wrong_account`, 410 `token_used` or `token_expired`, 409 `already_signed`, or `signing_in_progress` while another signature of the contract is being sealed; ' +
    '422 for the fields.',
  params: idParams,
  body: z.object({
    token: z.string().min(1).max(200),
    full_name: fullName,
    confirmed: z.literal(true, { error: 'Confirm that you have read and agree to the contract' }),
  }),
  response: {
    ...composerErrorResponses,
    200: z.object({ contract: digitalContractSchema }),
    403: refusalSchema,
    404: refusalSchema,
    409: refusalSchema,
    410: refusalSchema,
    422: fieldErrorsSchema,
  },
};

export const downloadDigitalContractSchema = composerPdfSchema(
  'A digital contract as PDF; once signed, the sealed PDF with its audit trail',
);
