import { digitalContractSchema } from '@rsm/shared/schemas';
import { z } from 'zod';
import { messageSchema } from '../common-schemas';
import { errors, idParams } from '../contracts/schemas';

export const listDigitalContractsSchema = {
  tags: ['composer'],
  summary: 'Contracts sent for an in-app signature, awaiting ones first',
  response: { 200: z.object({ contracts: z.array(digitalContractSchema) }), ...errors },
};

export const signContractSchema = {
  tags: ['composer'],
  summary: 'Sign a contract by typing your full name and confirming',
  params: idParams,
  body: z.object({ full_name: z.string().max(200), confirmed: z.boolean() }),
  response: {
    200: z.object({ contract: digitalContractSchema }),
    400: messageSchema,
    404: messageSchema,
    409: messageSchema,
    ...errors,
  },
};

export const downloadDigitalContractSchema = {
  tags: ['composer'],
  summary: 'A digital contract as PDF, with its signature page once signed',
  params: idParams,
  response: { 404: messageSchema, ...errors },
};
