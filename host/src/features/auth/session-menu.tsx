import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import {
  Button,
  $customer,
  Flex,
  $isLoggedIn,
  paths,
  RouterLink,
  Skeleton,
  Text,
  useLocation,
} from '@rsm/shared';
import { useSignOut } from './api/sign-out';

const NO_RETURN = new Set(['/', '/login', '/register']);

/** Log in and Register for visitors (with a return address), the customer's name and Log out when signed in. */
export function SessionMenu() {
  const loggedIn = useStore($isLoggedIn);
  const customer = useStore($customer);
  const location = useLocation();
  const signOut = useSignOut();
  const { t } = useLingui();

  if (loggedIn && customer === undefined) return <Skeleton w="32" h="8" aria-label={t`Loading account`} />;
  if (loggedIn && customer) {
    return (
      <Flex alignItems="center" gap="3">
        <Text fontWeight="600">
          {customer.first_name} {customer.last_name}
        </Text>
        <Button size="sm" variant="outline" color="ink" onClick={() => signOut.mutate()}>
          <Trans>Log out</Trans>
        </Button>
      </Flex>
    );
  }
  const here = `${location.pathname}${location.search}`;
  return (
    <Flex alignItems="center" gap="3">
      <RouterLink to={NO_RETURN.has(location.pathname) ? paths.login() : paths.login(here)} fontWeight="600">
        <Trans>Log in</Trans>
      </RouterLink>
      <RouterLink to={paths.register()} fontWeight="600">
        <Trans>Register</Trans>
      </RouterLink>
    </Flex>
  );
}
