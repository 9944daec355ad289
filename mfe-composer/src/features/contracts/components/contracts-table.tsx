import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState } from '@rsm/shared';
import type { Contract } from '@rsm/shared';
import { ComposerTable, ComposerTableRow, PdfDownloadButton } from '../../../components/composer-table';
import { LocalDate } from '../../../components/local-date';

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
    <ComposerTable
      caption={<Trans>Contracts</Trans>}
      headers={[
        <Trans key="contract">Contract</Trans>,
        <Trans key="kind">Kind</Trans>,
        <Trans key="date">Date</Trans>,
      ]}
      actions
    >
      {contracts.map((contract) => (
        <ComposerTableRow key={contract.id}>
          <th scope="row">{contract.title}</th>
          <td>{kind(contract)}</td>
          <td>
            <LocalDate value={contract.signed_at ?? contract.created_at} />
          </td>
          <td>
            <PdfDownloadButton
              label={t`Download ${contract.title} as PDF`}
              onDownload={() => download(contract.id)}
            />
          </td>
        </ComposerTableRow>
      ))}
    </ComposerTable>
  );
}
