import { ApiError, request } from '@rsm/shared';
import { digitalContractSchema, SIGNING_REFUSALS, type SigningRefusal } from '@rsm/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';

const responseSchema = z.object({ contract: digitalContractSchema });

const REFUSALS = new Set<string>(SIGNING_REFUSALS);

export function signingRefusal(error: unknown): SigningRefusal | null {
  if (!(error instanceof ApiError) || !error.data || typeof error.data !== 'object') return null;
  const { code } = error.data as { code?: unknown };
  return typeof code === 'string' && REFUSALS.has(code) ? (code as SigningRefusal) : null;
}

export interface SignContractInput {
  id: number;
  token: string;
  fullName: string;
}

/** Signs with the one-time token of the signing link, the typed full name and the confirmation. */
export const signContract = async ({ id, token, fullName }: SignContractInput) =>
  responseSchema.parse(
    await request(`/v2/hello_sign_contracts/${id}/sign`, {
      method: 'POST',
      body: { token, full_name: fullName, confirmed: true },
    }),
  ).contract;

export function useSignContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signContract,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['contracts'] }),
  });
}
