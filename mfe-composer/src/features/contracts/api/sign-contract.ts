import { request } from '@rsm/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { digitalContractSchema } from '@rsm/shared/schemas';

const responseSchema = z.object({ contract: digitalContractSchema });

/** Signs a contract with the typed full name once the composer confirmed they read it. */
export const signContract = async (id: number, fullName: string) =>
  responseSchema.parse(
    await request(`/v2/hello_sign_contracts/${id}/sign`, {
      method: 'POST',
      body: { full_name: fullName, confirmed: true },
    }),
  ).contract;

export function useSignContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fullName }: { id: number; fullName: string }) => signContract(id, fullName),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['contracts'] }),
  });
}
