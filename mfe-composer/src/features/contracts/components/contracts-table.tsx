import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, DownloadIcon, EmptyState, Table } from '@rsm/shared';
import { LocalDate } from '../../../components/local-date';
import type { Contract } from '@rsm/shared';

interface ContractsTableProps {
  contracts: Contract[];
  download: (id: number) => Promise<void>;
}

/** Contracts with their kind, date and a PDF download. */
export function ContractsTable({ contracts, download }: ContractsTableProps) {
  const { t } = useLingui();
  if (contracts.length === 0) return <EmptyState />;
  const kind = (contract: Contract) =>
    contract.kind === 'uploaded'
      ? t`Uploaded by you`
      : contract.signed_at
        ? t`Signed by ${contract.signed_name ?? ''}`
        : contract.kind === 'digital'
          ? t`Awaiting your signature`
          : t`Issued by the library`;
  return (
    <Table
      css={{
        '& th, & td': { py: '3', pr: '3', textAlign: 'left' },
        '& td:last-child': { textAlign: 'right' },
      }}
    >
      <Box as="caption" srOnly>
        <Trans>Contracts</Trans>
      </Box>
      <thead>
        <Box as="tr" color="muted" fontSize="sm" borderBottom="1px solid" borderColor="line">
          <th scope="col">
            <Trans>Contract</Trans>
          </th>
          <th scope="col">
            <Trans>Kind</Trans>
          </th>
          <th scope="col">
            <Trans>Date</Trans>
          </th>
          <td />
        </Box>
      </thead>
      <tbody>
        {contracts.map((contract) => (
          <Box as="tr" key={contract.id} borderBottom="1px solid" borderColor="line">
            <th scope="row">{contract.title}</th>
            <td>{kind(contract)}</td>
            <td>
              <LocalDate value={contract.signed_at ?? contract.created_at} />
            </td>
            <td>
              <Button
                variant="outline"
                size="sm"
                aria-label={t`Download ${contract.title} (PDF)`}
                onClick={() => void download(contract.id)}
              >
                <DownloadIcon /> <Trans>PDF</Trans>
              </Button>
            </td>
          </Box>
        ))}
      </tbody>
    </Table>
  );
}
