import { Trans } from '@lingui/react/macro';
import { billingDetailsQueryOptions } from './billing/billing-details-api';
import { BillingDetailsForm } from './billing/billing-details-form';
import { AccountRecordPage } from './components/account-record-page';

/** /dashboard/account/payment: who licences are invoiced to. */
export function PaymentPage() {
  return (
    <AccountRecordPage
      title={<Trans>Billing details</Trans>}
      prompt={<Trans>Log in to see and change your billing details.</Trans>}
      intro={<Trans>Invoices for your licences are made out to these details.</Trans>}
      record={billingDetailsQueryOptions()}
      rows={6}
    >
      {(details, customer) => (
        <BillingDetailsForm
          details={details}
          fallbackName={[customer.first_name, customer.last_name].filter(Boolean).join(' ')}
        />
      )}
    </AccountRecordPage>
  );
}
