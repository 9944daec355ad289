import { useLingui } from '@lingui/react/macro';
import { paths, SectionTabs } from '@rsm/shared';

/** Contracts: the list, signed copies uploaded, and contracts to sign in the app. */
export function ContractsTabs() {
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
