import { request } from '@rsm/shared';
import * as z from 'zod/mini';

const responseSchema = z.object({ valid: z.boolean(), message: z.optional(z.string()) });

/** Whether `ipi` is the IPI number of this composer or lyricist. */
export const checkIpi = async (role: 'composer' | 'lyricist', id: number, ipi: string) =>
  await request(`/v2/${role}s/${id}/check_ipi`, { schema: responseSchema, query: { ipi } });
