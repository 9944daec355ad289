import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { submissionSchema } from '@rsm/shared/schemas';
import { tracksPageQuery } from './tracks-page-query';

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
  tracksPageQuery('uploaded', '/v1_rsm/customers/tracks', customerTracksResponseSchema, page);

export const useCustomerTracks = (page: number) => useQuery(customerTracksQueryOptions(page));
