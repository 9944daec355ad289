import { downloadWithAuth } from '@rsm/shared';
import { useQuery } from '@tanstack/react-query';
import { composerListQueryOptions } from '../../../api/composer-list-query';
import { contractSchema } from '@rsm/shared/schemas';

/** Contracts issued by the library and signed copies the composer uploaded. */
export const contractsQueryOptions = () =>
  composerListQueryOptions(['contracts', 'list'], '/v2/contracts', 'contracts', contractSchema);

export const useContracts = () => useQuery(contractsQueryOptions());

export const downloadContract = (id: number) => downloadWithAuth(`/v2/contracts/${id}/download`);
