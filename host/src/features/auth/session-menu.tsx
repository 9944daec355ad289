import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import {
  Button,
  $customer,
  type Customer,
  Flex,
  $isLoggedIn,
  paths,
  RouterLink,
  Skeleton,
  useLocation,
} from '@rsm/shared';
import { useEffect, useState, type ComponentType } from 'react';
import { useSignOut } from './api/sign-out';

type UserMenuProps = { customer: Customer; onSignOut: () => void };

/** The signed-in menu's code, loaded for a signed-in visitor only (beside their account's request). */
const loadUserMenu = () => import('./user-menu');
let userMenu: ComponentType<UserMenuProps> | undefined;

const NO_RETURN = new Set(['/', '/login', '/register']);

/** Where Log in returns to: the current page, except on home, login and register (spec §2.4). */
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
  const [UserMenu, setUserMenu] = useState(() => userMenu);
  useEffect(() => {
    if (!loggedIn || UserMenu) return undefined;
    let live = true;
    loadUserMenu().then(
      (module) => {
        userMenu = module.UserMenu;
        if (live) setUserMenu(() => module.UserMenu);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [loggedIn, UserMenu]);

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
