import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  customerQueryKey,
  publishCustomer,
  request,
  type Customer,
  type UpdateAccountBody,
} from '@rsm/shared';

export type AccountUpdate = UpdateAccountBody;

/** PUT /v2/auth: the customer's own details; the answer is published to every app. */
export const updateAccount = (body: AccountUpdate) =>
  request<{ status: 'success'; data: Customer }>('/v2/auth', { method: 'PUT', body });

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(customerQueryKey, data);
      publishCustomer(data);
    },
  });
}
