import { uploadWithProgress } from '@rsm/shared';
import { useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { contractSchema } from '@rsm/shared/schemas';

const responseSchema = z.object({ contract: contractSchema });

/** Sends a signed contract (PDF) with its title; the title field goes first so the API reads it before the file. */
export const uploadContract = async (title: string, file: File, onProgress: (fraction: number) => void) => {
  const form = new FormData();
  form.append('title', title);
  form.append('file', file, file.name);
  return responseSchema.parse(await uploadWithProgress('/v2/contracts/upload_contract', form, { onProgress }))
    .contract;
};

export function useContractsRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['contracts'] });
}
