import { Trans, useLingui } from '@lingui/react/macro';
import { ComposerPage } from '../../../components/composer-page';
import { ContractsTabs } from '../components/contracts-tabs';
import { ContractUploadForm } from '../components/contract-upload-form';

/** /dashboard/contracts/upload: send a signed contract as PDF. */
export function UploadContractPage() {
  const { t } = useLingui();
  return (
    <ComposerPage title={<Trans>Contracts</Trans>} pageTitle={t`Upload a signed contract`}>
      <ContractsTabs />
      <ContractUploadForm />
    </ComposerPage>
  );
}
