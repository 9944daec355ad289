import { atom, computed } from 'nanostores';
import type { Customer } from '../schemas/customer';

/**
 * The signed-in customer as the host last loaded it: undefined while unknown, null for a visitor.
 * The host owns the customer query and publishes its result here, so remotes never fetch it themselves.
 */
export const $customer = atom<Customer | null | undefined>(undefined);

export const $isComposer = computed($customer, (customer) => customer?.is_composer === true);

export function publishCustomer(customer: Customer | null | undefined): void {
  $customer.set(customer);
}
