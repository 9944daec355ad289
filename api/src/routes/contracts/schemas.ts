import { contractSchema } from '@rsm/shared/schemas';
import { z } from 'zod';
import { composerErrorResponses, composerPdfSchema, messageSchema } from '../common-schemas';

export const listContractsSchema = {
  tags: ['composer'],
  summary: "The signed-in composer's contracts: issued by the library and uploaded signed copies",
  response: { 200: z.object({ contracts: z.array(contractSchema) }), ...composerErrorResponses },
};

export const downloadContractSchema = composerPdfSchema('A contract as PDF');

export const uploadContractSchema = {
  tags: ['composer'],
  summary:
    'Upload a signed contract (multipart: optional field "title", then "file"): PDF by magic bytes, up to 10 MB',
  consumes: ['multipart/form-data'],
  response: {
    201: z.object({ contract: contractSchema }),
    400: messageSchema,
    413: messageSchema,
    415: messageSchema,
    ...composerErrorResponses,
  },
};
