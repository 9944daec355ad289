import { Trans } from '@lingui/react/macro';
import { AccountForm } from './components/account-form';
import { AccountPageFrame } from './components/account-page-frame';

export function AccountPage() {
  return (
    <AccountPageFrame title={<Trans>My account</Trans>}>
      {(customer) => <AccountForm key={customer.id} customer={customer} />}
    </AccountPageFrame>
  );
}
