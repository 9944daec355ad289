import * as z from 'zod/mini';
import { customerSchema } from '@rsm/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerQueryKey, publishCustomer, request, type SignInBody } from '@rsm/shared';

const signInResponseSchema = z.object({ data: customerSchema });

/** POST /v2/auth/sign_in: the client keeps the auth headers of the answer; the customer is published at once. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignInBody) =>
      request('/v2/auth/sign_in', { schema: signInResponseSchema, method: 'POST', body }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(customerQueryKey, data);
      publishCustomer(data);
    },
  });
}
