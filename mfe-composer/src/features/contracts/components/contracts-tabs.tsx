import { Trans, useLingui } from '@lingui/react/macro';
import { Flex, paths, RouterNavLink } from '@rsm/shared';

/** Contracts: the list, signed copies uploaded, and contracts to sign in the app. */
export function ContractsTabs() {
  const { t } = useLingui();
  const tab = {
    px: '3',
    py: '2',
    fontWeight: '600',
    borderBottom: '2px solid',
    borderColor: 'transparent',
  } as const;
  const active = { '&[aria-current=page]': { borderColor: 'brand.600', color: 'brand.600' } };
  return (
    <Flex
      as="nav"
      aria-label={t`Contracts`}
      gap="2"
      mb="5"
      borderBottom="1px solid"
      borderColor="line"
      flexWrap="wrap"
    >
      <RouterNavLink to={paths.dashboard.contracts()} end {...tab} css={active}>
        <Trans>My contracts</Trans>
      </RouterNavLink>
      <RouterNavLink to={paths.dashboard.digitalContracts()} {...tab} css={active}>
        <Trans>Sign contracts</Trans>
      </RouterNavLink>
      <RouterNavLink to={paths.dashboard.uploadContract()} {...tab} css={active}>
        <Trans>Upload a signed contract</Trans>
      </RouterNavLink>
    </Flex>
  );
}
