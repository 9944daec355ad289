import { useLingui } from '@lingui/react/macro';
import { Flex, paths, RouterNavLink } from '@rsm/shared';

/** The account's pages side by side: details, composer profile, billing details; the current one marked. */
export function AccountNav() {
  const { t } = useLingui();
  const links = [
    { to: paths.dashboard.account(), label: t`My account` },
    { to: paths.dashboard.accountComposers(), label: t`Composer profile` },
    { to: paths.dashboard.accountPayment(), label: t`Billing details` },
  ];
  return (
    <Flex
      as="nav"
      aria-label={t`Account pages`}
      gap="4"
      flexWrap="wrap"
      maxW="48rem"
      mx="auto"
      px="4"
      pt="4"
      borderBottom="1px solid"
      borderColor="line"
    >
      {links.map((link) => (
        <RouterNavLink
          key={link.to}
          to={link.to}
          end
          pb="2"
          fontWeight="600"
          color="muted"
          textDecoration="none"
          css={{ '&[aria-current=page]': { color: 'ink', borderBottom: '2px solid currentColor' } }}
        >
          {link.label}
        </RouterNavLink>
      ))}
    </Flex>
  );
}
