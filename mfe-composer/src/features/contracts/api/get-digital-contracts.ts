import { downloadWithAuth } from '@rsm/shared';
import { useQuery } from '@tanstack/react-query';
import { composerListQueryOptions } from '../../../api/composer-list-query';
import { digitalContractSchema } from '@rsm/shared/schemas';

/** Contracts sent for an in-app signature: awaiting ones first, then signed ones. */
export const digitalContractsQueryOptions = () =>
  composerListQueryOptions(
    ['contracts', 'digital'],
    '/v2/hello_sign_contracts',
    'contracts',
    digitalContractSchema,
  );

export const useDigitalContracts = () => useQuery(digitalContractsQueryOptions());

export const downloadDigitalContract = (id: number) =>
  downloadWithAuth(`/v2/hello_sign_contracts/${id}/download`);
