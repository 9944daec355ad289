import { useLingui } from '@lingui/react/macro';
import { Box, paths, SectionTabs } from '@rsm/shared';

/** The account's pages side by side: details, composer profile, billing details; the current one marked. */
export function AccountNav() {
  const { t } = useLingui();
  return (
    <Box maxW="48rem" mx="auto" px="4" pt="4">
      <SectionTabs
        label={t`Account pages`}
        tabs={[
          { to: paths.dashboard.account(), label: t`My account`, end: true },
          { to: paths.dashboard.accountComposers(), label: t`Composer profile` },
          { to: paths.dashboard.accountPayment(), label: t`Billing details` },
        ]}
      />
    </Box>
  );
}
