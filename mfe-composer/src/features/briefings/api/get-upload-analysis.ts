import * as z from 'zod/mini';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@rsm/shared';

/** Only the analysis of the upload is read. */
const uploadAnalysisSchema = z.object({
  upload: z.object({
    analysis: z.nullish(
      z.object({
        status: z.enum(['pending', 'done', 'failed']),
        detected_bpm: z.nullable(z.number()),
        detected_key: z.nullable(z.string()),
        loudness_lufs: z.nullable(z.number()),
      }),
    ),
  }),
});

export interface UploadAnalysis {
  status: 'pending' | 'done' | 'failed';
  detected_bpm: number | null;
  detected_key: string | null;
  loudness_lufs: number | null;
}

/** The analysis runs in the background after an upload: asked every second, for at most 30 s. */
export const ANALYSIS_POLL_MS = 1000;
export const ANALYSIS_POLL_LIMIT = 30;

export const getUploadAnalysis = async (uploadId: string, signal?: AbortSignal) =>
  (await request(`/v1_rsm/uploads/${encodeURIComponent(uploadId)}`, { schema: uploadAnalysisSchema, signal }))
    .upload.analysis ?? null;

export type AnalysisState = 'idle' | 'analysing' | 'done' | 'unavailable';

/**
 * The uploaded file's analysis and where it stands: analysing (asked every second, for at most 30 s), done (tempo
 * and key), or unavailable (it failed, took too long or could not be asked for).
 */
export function useUploadAnalysis(uploadId: string | undefined): {
  analysis: UploadAnalysis | null;
  state: AnalysisState;
} {
  const queryClient = useQueryClient();
  const queryKey = ['uploads', uploadId, 'analysis'];
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => getUploadAnalysis(uploadId!, signal),
    enabled: Boolean(uploadId),
    // A missing analysis is no reason to bother the composer: the fields stay theirs to fill.
    retry: false,
    refetchInterval: (current) => {
      const status = current.state.data?.status;
      if (current.state.status === 'error' || status === 'done' || status === 'failed') return false;
      return current.state.dataUpdateCount < ANALYSIS_POLL_LIMIT ? ANALYSIS_POLL_MS : false;
    },
  });
  if (!uploadId) return { analysis: null, state: 'idle' };
  const status = query.data?.status;
  if (status === 'done') return { analysis: query.data!, state: 'done' };
  const gaveUp =
    query.isError ||
    status === 'failed' ||
    query.data === null ||
    (status === 'pending' &&
      (queryClient.getQueryState(queryKey)?.dataUpdateCount ?? 0) >= ANALYSIS_POLL_LIMIT);
  return { analysis: null, state: gaveUp ? 'unavailable' : 'analysing' };
}
