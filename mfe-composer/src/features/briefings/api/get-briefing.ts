import { request } from '@rsm/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { retryUnlessRefused } from '../../../components/composer-page';
import { briefingDetailSchema } from '@rsm/shared/schemas';
import * as z from 'zod/mini';

const responseSchema = z.object({ briefing: briefingDetailSchema });

/** One brief with its reference tracks. */
export const briefingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['briefings', 'detail', id],
    queryFn: async ({ signal }) =>
      (await request(`/v1_rsm/briefings/${encodeURIComponent(id)}`, { schema: responseSchema, signal }))
        .briefing,
    retry: retryUnlessRefused,
  });

export const useBriefing = (id: string) => useQuery(briefingQueryOptions(id));
