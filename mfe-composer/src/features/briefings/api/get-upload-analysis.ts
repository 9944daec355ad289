import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
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

/** The uploaded file's tempo and key once analysed; null while pending, when it failed or took too long. */
export function useUploadAnalysis(uploadId: string | undefined) {
  const query = useQuery({
    queryKey: ['uploads', uploadId, 'analysis'],
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
  return query.data?.status === 'done' ? query.data : null;
}
