import { request } from '@rsm/shared';
import { z } from 'zod';

const responseSchema = z.object({ valid: z.boolean(), message: z.string().optional() });

/** Whether `ipi` is the IPI number of this composer or lyricist. */
export const checkIpi = async (role: 'composer' | 'lyricist', id: number, ipi: string) =>
  await request(`/v2/${role}s/${id}/check_ipi`, { schema: responseSchema, query: { ipi } });
