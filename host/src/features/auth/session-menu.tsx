import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import {
  Button,
  $customer,
  type Customer,
  Flex,
  $isLoggedIn,
  onDemand,
  paths,
  RouterLink,
  Skeleton,
  useLocation,
} from '@rsm/shared';
import { useSignOut } from './api/sign-out';

/** The signed-in menu's code, loaded for a signed-in visitor only (beside their account's request). */
const userMenu = onDemand<{ customer: Customer; onSignOut: () => void }>(() =>
  import('./user-menu').then((module) => module.UserMenu),
);

const NO_RETURN = new Set(['/', '/login', '/register']);

/** Where Log in returns to: the current page, except on home, login and register. */
export function useLoginLink(): string {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return NO_RETURN.has(location.pathname) ? paths.login() : paths.login(here);
}

/**
 * Log in and Register for visitors; the user menu once signed in. Log out also stays one click away beside the
 * menu, where people look for it.
 */
export function SessionMenu() {
  const loggedIn = useStore($isLoggedIn);
  const customer = useStore($customer);
  const loginLink = useLoginLink();
  const signOut = useSignOut();
  const { t } = useLingui();
  const { Component: UserMenu } = userMenu.useComponent(loggedIn);

  const loading = <Skeleton role="status" w="32" h="8" aria-label={t`Loading account`} />;
  if (loggedIn && customer === undefined) return loading;
  if (loggedIn && customer) {
    return (
      <Flex alignItems="center" gap="2">
        {UserMenu ? <UserMenu customer={customer} onSignOut={() => signOut.mutate()} /> : loading}
        <Button size="sm" variant="outline" color="ink" onClick={() => signOut.mutate()}>
          <Trans>Log out</Trans>
        </Button>
      </Flex>
    );
  }
  return (
    <Flex alignItems="center" gap="3">
      <RouterLink to={loginLink} fontWeight="600">
        <Trans>Log in</Trans>
      </RouterLink>
      <RouterLink to={paths.register()} fontWeight="600">
        <Trans>Register</Trans>
      </RouterLink>
    </Flex>
  );
}
