import { request } from '@rsm/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { retryUnlessRefused } from '../../../components/composer-page';
import { submissionSchema } from '@rsm/shared/schemas';

const responseSchema = z.object({ tracks: z.array(submissionSchema) });

/** The signed-in composer's own submissions to a brief. */
export const briefingTracksQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['briefings', 'detail', id, 'tracks'],
    queryFn: async ({ signal }) =>
      (
        await request(`/v1_rsm/briefings/${encodeURIComponent(id)}/tracks`, {
          schema: responseSchema,
          signal,
        })
      ).tracks,
    retry: retryUnlessRefused,
  });

export const useBriefingTracks = (id: string) => useQuery(briefingTracksQueryOptions(id));
