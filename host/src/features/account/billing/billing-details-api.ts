import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request, type BillingDetails } from '@rsm/shared';

export type { BillingDetails };

/** The answer's schema, loaded beside the request. */
const answerSchema = async () => (await import('@rsm/shared/schemas')).billingDetailsResponseSchema;

const billingDetailsKey = ['billing-details'] as const;

/** GET /v1_rsm/customers/billing_details (null while none are stored). */
export const billingDetailsQueryOptions = () =>
  queryOptions({
    queryKey: billingDetailsKey,
    queryFn: ({ signal }) =>
      request('/v1_rsm/customers/billing_details', {
        schema: answerSchema,
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
        schema: answerSchema,
        method: 'PUT',
        body: { billing_details },
      }),
    onSuccess: ({ billing_details }) => queryClient.setQueryData(billingDetailsKey, billing_details),
  });
}
