import { useLingui } from '@lingui/react/macro';
import { ContractsTabPage } from '../components/contracts-tabs';
import { ContractUploadForm } from '../components/contract-upload-form';

/** /dashboard/contracts/upload: send a signed contract as PDF. */
export function UploadContractPage() {
  const { t } = useLingui();
  return (
    <ContractsTabPage pageTitle={t`Upload a signed contract`}>
      <ContractUploadForm />
    </ContractsTabPage>
  );
}
