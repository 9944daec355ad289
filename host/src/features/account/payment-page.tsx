import { Trans } from '@lingui/react/macro';
import { QueryState } from '@rsm/shared';
import { useBillingDetails } from './billing/billing-details-api';
import { BillingDetailsForm } from './billing/billing-details-form';
import { AccountPageFrame } from './components/account-page-frame';

function BillingSection({ fallbackName }: { fallbackName: string }) {
  const details = useBillingDetails();
  return (
    <QueryState query={details} rows={6}>
      {(data) => <BillingDetailsForm details={data} fallbackName={fallbackName} />}
    </QueryState>
  );
}

/** /dashboard/account/payment: who licences are invoiced to. */
export function PaymentPage() {
  return (
    <AccountPageFrame
      title={<Trans>Billing details</Trans>}
      prompt={<Trans>Log in to see and change your billing details.</Trans>}
      intro={<Trans>Invoices for your licences are made out to these details.</Trans>}
    >
      {(customer) => (
        <BillingSection
          key={customer.id}
          fallbackName={[customer.first_name, customer.last_name].filter(Boolean).join(' ')}
        />
      )}
    </AccountPageFrame>
  );
}
