import { request } from '@rsm/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { retryUnlessRefused } from '../../../components/composer-page';
import { submissionDetailSchema } from '@rsm/shared/schemas';

export const submissionResponseSchema = z.object({ track: submissionDetailSchema });

export const briefingTrackPath = (id: string | number, trackId: string | number) =>
  `/v1_rsm/briefings/${encodeURIComponent(String(id))}/tracks/${encodeURIComponent(String(trackId))}`;

/** One submission with its alternates. */
export const briefingTrackQueryOptions = (id: string, trackId: string) =>
  queryOptions({
    queryKey: ['briefings', 'detail', id, 'tracks', trackId],
    queryFn: async ({ signal }) =>
      (await request(briefingTrackPath(id, trackId), { schema: submissionResponseSchema, signal })).track,
    retry: retryUnlessRefused,
  });

export const useBriefingTrack = (id: string, trackId: string) =>
  useQuery(briefingTrackQueryOptions(id, trackId));
