import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, DownloadIcon, EmptyState, Table } from '@rsm/shared';
import { LocalDate, Money } from '../../../components/local-date';
import type { Statement } from '@rsm/shared';
import { downloadStatement } from '../api/get-statements';

/** Statements by period with their amount and a PDF download. */
export function StatementsTable({ statements }: { statements: Statement[] }) {
  const { t } = useLingui();
  if (statements.length === 0) return <EmptyState />;
  return (
    <Table
      css={{
        '& th, & td': { py: '3', pr: '3', textAlign: 'left' },
        '& td:last-child': { textAlign: 'right' },
      }}
    >
      <Box as="caption" srOnly>
        <Trans>Statements</Trans>
      </Box>
      <thead>
        <Box as="tr" color="muted" fontSize="sm" borderBottom="1px solid" borderColor="line">
          <th scope="col">
            <Trans>Period</Trans>
          </th>
          <th scope="col">
            <Trans>Amount</Trans>
          </th>
          <td />
        </Box>
      </thead>
      <tbody>
        {statements.map((statement) => (
          <Box as="tr" key={statement.id} borderBottom="1px solid" borderColor="line">
            <th scope="row">
              <LocalDate value={statement.period_start} /> – <LocalDate value={statement.period_end} />
            </th>
            <td>
              <Money amount={statement.amount} currency={statement.currency} />
            </td>
            <td>
              <Button
                variant="outline"
                size="sm"
                aria-label={t`Download the statement for ${statement.period_start} to ${statement.period_end} (PDF)`}
                onClick={() => void downloadStatement(statement.id)}
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
