import { Trans, useLingui } from '@lingui/react/macro';
import { paths, SectionTabs } from '@rsm/shared';
import type { ReactNode } from 'react';
import { ComposerPage } from '../../../components/composer-page';

/** Contracts: the list, signed copies uploaded, and contracts to sign in the app. */
function ContractsTabs() {
  const { t } = useLingui();
  return (
    <SectionTabs
      label={t`Contracts`}
      tabs={[
        { to: paths.dashboard.contracts(), label: t`My contracts`, end: true },
        { to: paths.dashboard.digitalContracts(), label: t`Sign contracts` },
        { to: paths.dashboard.uploadContract(), label: t`Upload a signed contract` },
      ]}
    />
  );
}

/** A tab of Contracts: the section's title and tabs above it; `pageTitle` names the tab in the browser's. */
export function ContractsTabPage({ pageTitle, children }: { pageTitle: string; children: ReactNode }) {
  return (
    <ComposerPage title={<Trans>Contracts</Trans>} pageTitle={pageTitle}>
      <ContractsTabs />
      {children}
    </ComposerPage>
  );
}
