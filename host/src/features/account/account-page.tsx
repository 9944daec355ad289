import { Trans } from '@lingui/react/macro';
import { Heading } from '@rsm/shared';
import { AccountForm } from './components/account-form';
import { AccountNav } from './components/account-nav';
import { RequireCustomer } from './components/require-customer';

export function AccountPage() {
  return (
    <>
      <Heading as="h1" fontSize="3xl" maxW="48rem" mx="auto" px="4" pt="8">
        <Trans>My account</Trans>
      </Heading>
      <AccountNav />
      <RequireCustomer>{(customer) => <AccountForm key={customer.id} customer={customer} />}</RequireCustomer>
    </>
  );
}
