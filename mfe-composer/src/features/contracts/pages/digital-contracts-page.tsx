import { useLingui } from '@lingui/react/macro';
import { QueryView } from '../../../components/composer-page';
import { useDigitalContracts } from '../api/get-digital-contracts';
import { ContractsTabPage } from '../components/contracts-tabs';
import { DigitalContractsList } from '../components/digital-contracts-list';

function DigitalContracts() {
  const contracts = useDigitalContracts();
  return <QueryView query={contracts}>{(data) => <DigitalContractsList contracts={data} />}</QueryView>;
}

/** /dashboard/contracts/digital-contracts: contracts to sign in the app, and signed ones to download. */
export function DigitalContractsPage() {
  const { t } = useLingui();
  return (
    <ContractsTabPage pageTitle={t`Sign contracts`}>
      <DigitalContracts />
    </ContractsTabPage>
  );
}
