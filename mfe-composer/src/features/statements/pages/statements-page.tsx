import { Trans, useLingui } from '@lingui/react/macro';
import { ComposerPage, QueryView } from '../../../components/composer-page';
import { useStatements } from '../api/get-statements';
import { StatementsTable } from '../components/statements-table';

function Statements() {
  const statements = useStatements();
  return <QueryView query={statements}>{(data) => <StatementsTable statements={data} />}</QueryView>;
}

/** /dashboard/my-statements: royalty statements with PDF downloads. */
export function StatementsPage() {
  const { t } = useLingui();
  return (
    <ComposerPage title={<Trans>My statements</Trans>} pageTitle={t`My statements`}>
      <Statements />
    </ComposerPage>
  );
}
