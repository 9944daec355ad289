import type { BillingDetails } from '@rsm/shared';
import { customerRecordQueryOptions, useSaveCustomerRecord } from '../api/customer-record';

export type { BillingDetails };

const answerSchema = async () => (await import('@rsm/shared/schemas')).billingDetailsResponseSchema;

/** GET /v1_rsm/customers/billing_details (null while none are stored). */
export const billingDetailsQueryOptions = () => customerRecordQueryOptions('billing_details', answerSchema);

/** PUT /v1_rsm/customers/billing_details: stores or replaces them. */
export const useSaveBillingDetails = () => useSaveCustomerRecord('billing_details', answerSchema);
