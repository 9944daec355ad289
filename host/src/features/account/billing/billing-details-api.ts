import * as z from 'zod/mini';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@rsm/shared';

/** Billing details as the API answers them (see BillingDetails). */
const billingDetailsSchema = z.object({
  name: z.string(),
  company: z.nullable(z.string()),
  vat_number: z.nullable(z.string()),
  address_line1: z.string(),
  address_line2: z.nullable(z.string()),
  city: z.string(),
  postcode: z.string(),
  country: z.string(),
});

/** Who licences are invoiced to. */
export interface BillingDetails {
  name: string;
  company: string | null;
  vat_number: string | null;
  address_line1: string;
  address_line2: string | null;
  city: string;
  postcode: string;
  /** ISO 3166-1 alpha-2 code. */
  country: string;
}

const billingDetailsKey = ['billing-details'] as const;

/** GET /v1_rsm/customers/billing_details (null while none are stored). */
export const billingDetailsQueryOptions = () =>
  queryOptions({
    queryKey: billingDetailsKey,
    queryFn: ({ signal }) =>
      request('/v1_rsm/customers/billing_details', {
        schema: z.object({ billing_details: z.nullable(billingDetailsSchema) }),
        signal,
      }).then((response) => response.billing_details),
  });

export const useBillingDetails = () => useQuery(billingDetailsQueryOptions());

/** PUT /v1_rsm/customers/billing_details: stores or replaces them. */
export function useSaveBillingDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (billing_details: BillingDetails) =>
      request('/v1_rsm/customers/billing_details', {
        schema: z.object({ billing_details: billingDetailsSchema }),
        method: 'PUT',
        body: { billing_details },
      }),
    onSuccess: ({ billing_details }) => queryClient.setQueryData(billingDetailsKey, billing_details),
  });
}
