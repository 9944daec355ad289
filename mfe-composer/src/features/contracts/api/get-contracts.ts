import { downloadWithAuth, request } from '@rsm/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { retryUnlessRefused } from '../../../components/composer-page';
import { contractSchema } from '@rsm/shared/schemas';

const responseSchema = z.object({ contracts: z.array(contractSchema) });

/** Contracts issued by the library and signed copies the composer uploaded. */
export const contractsQueryOptions = () =>
  queryOptions({
    queryKey: ['contracts', 'list'],
    queryFn: async ({ signal }) =>
      (await request('/v2/contracts', { schema: responseSchema, signal })).contracts,
    retry: retryUnlessRefused,
  });

export const useContracts = () => useQuery(contractsQueryOptions());

export const downloadContract = (id: number) => downloadWithAuth(`/v2/contracts/${id}/download`);
