import { useLingui } from '@lingui/react/macro';
import { QueryView } from '../../../components/composer-page';
import { downloadContract, useContracts } from '../api/get-contracts';
import { ContractsTable } from '../components/contracts-table';
import { ContractsTabPage } from '../components/contracts-tabs';

function Contracts() {
  const contracts = useContracts();
  return (
    <QueryView query={contracts}>
      {(data) => <ContractsTable contracts={data} download={downloadContract} />}
    </QueryView>
  );
}

/** /dashboard/contracts: contracts issued and uploaded, with downloads. */
export function ContractsPage() {
  const { t } = useLingui();
  return (
    <ContractsTabPage pageTitle={t`My contracts`}>
      <Contracts />
    </ContractsTabPage>
  );
}
