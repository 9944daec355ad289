import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState } from '@rsm/shared';
import type { Statement } from '@rsm/shared';
import { ComposerTable, ComposerTableRow, PdfDownloadButton } from '../../../components/composer-table';
import { LocalDate, Money } from '../../../components/local-date';
import { downloadStatement } from '../api/get-statements';

/** Statements by period with their amount and a PDF download. */
export function StatementsTable({ statements }: { statements: Statement[] }) {
  const { t } = useLingui();
  if (statements.length === 0) return <EmptyState />;
  return (
    <ComposerTable
      caption={<Trans>Statements</Trans>}
      headers={[<Trans key="period">Period</Trans>, <Trans key="amount">Amount</Trans>]}
      actions
    >
      {statements.map((statement) => (
        <ComposerTableRow key={statement.id}>
          <th scope="row">
            <LocalDate value={statement.period_start} /> – <LocalDate value={statement.period_end} />
          </th>
          <td>
            <Money amount={statement.amount} currency={statement.currency} />
          </td>
          <td>
            <PdfDownloadButton
              label={t`Download the statement for ${statement.period_start} to ${statement.period_end} as PDF`}
              onDownload={() => downloadStatement(statement.id)}
            />
          </td>
        </ComposerTableRow>
      ))}
    </ComposerTable>
  );
}
