import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerQueryKey, publishCustomer, request, type Customer, type SignInBody } from '@rsm/shared';

/** POST /v2/auth/sign_in: the client keeps the auth headers of the answer; the customer is published at once. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignInBody) =>
      request<{ data: Customer }>('/v2/auth/sign_in', { method: 'POST', body }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(customerQueryKey, data);
      publishCustomer(data);
    },
  });
}
