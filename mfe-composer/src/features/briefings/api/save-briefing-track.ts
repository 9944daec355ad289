import { request } from '@rsm/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { submissionResponseSchema, briefingTrackPath } from './get-briefing-track';

export interface SubmissionPayload {
  track_name: string;
  upload_id?: string;
  /** The tempo the composer gives (or accepts from the file's analysis). */
  bpm?: number | null;
  composers: { id: number; share: number }[];
  lyricists: { id: number; share: number }[];
}

/** Submits a new track to a brief (no trackId) or saves changes to one (trackId). */
export const saveBriefingTrack = async (briefingId: number, payload: SubmissionPayload, trackId?: number) =>
  (
    await request(
      trackId ? briefingTrackPath(briefingId, trackId) : `/v1_rsm/briefings/${briefingId}/tracks`,
      { schema: submissionResponseSchema, method: trackId ? 'PUT' : 'POST', body: payload },
    )
  ).track;

export function useSaveBriefingTrack(briefingId: number, trackId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: SubmissionPayload) => saveBriefingTrack(briefingId, payload, trackId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['briefings'] }),
        queryClient.invalidateQueries({ queryKey: ['composer-tracks'] }),
      ]),
  });
}
