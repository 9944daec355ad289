import { downloadWithAuth, request } from '@rsm/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { retryUnlessRefused } from '../../../components/composer-page';
import { digitalContractSchema } from '@rsm/shared/schemas';

const responseSchema = z.object({ contracts: z.array(digitalContractSchema) });

/** Contracts sent for an in-app signature: awaiting ones first, then signed ones. */
export const digitalContractsQueryOptions = () =>
  queryOptions({
    queryKey: ['contracts', 'digital'],
    queryFn: async ({ signal }) =>
      (await request('/v2/hello_sign_contracts', { schema: responseSchema, signal })).contracts,
    retry: retryUnlessRefused,
  });

export const useDigitalContracts = () => useQuery(digitalContractsQueryOptions());

export const downloadDigitalContract = (id: number) =>
  downloadWithAuth(`/v2/hello_sign_contracts/${id}/download`);
