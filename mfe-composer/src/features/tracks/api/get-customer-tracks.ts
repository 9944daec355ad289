import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@rsm/shared';
import * as z from 'zod/mini';
import { retryUnlessRefused } from '../../../components/composer-page';
import { submissionSchema } from '@rsm/shared/schemas';

export const TRACKS_PER_PAGE = 25;
const pagingMeta = z.object({
  total_count: z.number(),
  current_page: z.number(),
  per_page: z.number(),
  total_pages: z.number(),
  next: z.nullable(z.number()),
  prev: z.nullable(z.number()),
});
export const customerTracksResponseSchema = z.object({ tracks: z.array(submissionSchema), meta: pagingMeta });

/** Tracks the composer uploaded for briefs, newest first, with their review status. */
export const customerTracksQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['composer-tracks', 'uploaded', { page }],
    queryFn: async ({ signal }) =>
      await request('/v1_rsm/customers/tracks', {
        schema: customerTracksResponseSchema,
        query: { page, per: TRACKS_PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

export const useCustomerTracks = (page: number) => useQuery(customerTracksQueryOptions(page));
