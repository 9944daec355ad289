import { clearAuth, publishCustomer, rememberAuthHeaders, type Customer } from '@rsm/shared';
import { customerFixture } from '@rsm/shared/testing';

/** Test helper: the customer the session tests sign in as. */
export const testCustomer: Customer = customerFixture({ first_name: 'Clara', last_name: 'Mendes' });

/** Test helper: `customer` signed in as after a real sign-in, its auth headers kept and the customer published. */
export function signInForTest(customer: Customer = testCustomer): void {
  rememberAuthHeaders((name) => ({ 'access-token': 't', client: 'c', uid: 'u', expiry: '1' })[name]);
  publishCustomer(customer);
}

/** Test helper: nobody signed in and no customer known. */
export function signOutForTest(): void {
  clearAuth();
  publishCustomer(null);
}
