import { Trans } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { $customer, $isLoggedIn, Box, type Customer, LoadingState, LoginPrompt } from '@rsm/shared';
import type { ReactNode } from 'react';

/** The signed-in customer's pages: visitors get the log-in prompt, a known customer the page. */
export function RequireCustomer({
  children,
  prompt,
  maxW = '48rem',
}: {
  children: (customer: Customer) => ReactNode;
  /** What the visitor is asked to log in for; by default the account. */
  prompt?: ReactNode;
  maxW?: string;
}) {
  const loggedIn = useStore($isLoggedIn);
  const customer = useStore($customer);
  return (
    <Box maxW={maxW} mx="auto" px="4" py="8">
      {!loggedIn || customer === null ? (
        <LoginPrompt>{prompt ?? <Trans>Log in to see and change your account.</Trans>}</LoginPrompt>
      ) : customer === undefined ? (
        <LoadingState rows={4} />
      ) : (
        children(customer)
      )}
    </Box>
  );
}
