import { type Customer, PageHeading, Text } from '@rsm/shared';
import type { ReactNode } from 'react';
import { AccountNav } from './account-nav';
import { RequireCustomer } from '../../../components/require-customer';

export interface AccountPageFrameProps {
  title: ReactNode;
  /** What a visitor is asked to log in for; by default the account. */
  prompt?: ReactNode;
  /** A line above the content that says what the page's details are for. */
  intro?: ReactNode;
  children: (customer: Customer) => ReactNode;
}

/** One of the account's pages: its title, the tabs between them, then its content for the signed-in customer. */
export function AccountPageFrame({ title, prompt, intro, children }: AccountPageFrameProps) {
  return (
    <>
      <PageHeading maxW="48rem" mx="auto" px="4" pt="8">
        {title}
      </PageHeading>
      <AccountNav />
      <RequireCustomer prompt={prompt}>
        {(customer) => (
          <>
            {intro && (
              <Text color="muted" mb="6">
                {intro}
              </Text>
            )}
            {children(customer)}
          </>
        )}
      </RequireCustomer>
    </>
  );
}
