import { registrationResponseSchema } from '@rsm/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerQueryKey, publishCustomer, request, type UpdateAccountBody } from '@rsm/shared';

export type AccountUpdate = UpdateAccountBody;

/** PUT /v2/auth: the customer's own details; the answer is published to every app. */
export const updateAccount = (body: AccountUpdate) =>
  request('/v2/auth', { schema: registrationResponseSchema, method: 'PUT', body });

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
