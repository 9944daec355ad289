import { request } from '@rsm/shared';
import { useMutation } from '@tanstack/react-query';

const recordAnswerSchema = async () => (await import('@rsm/shared/schemas')).historyRecordResponseSchema;

/** Adds a track to the signed-in customer's listening history. */
export const recordPlay = (trackId: number) =>
  request('/v1_rsm/customers/history', {
    schema: recordAnswerSchema,
    method: 'POST',
    body: { track_id: trackId },
  });

export const useRecordPlay = () =>
  useMutation({
    mutationFn: recordPlay,
    // History is a convenience: a failure is logged, never shown to someone who is only listening.
    onError: (error, trackId) =>
      console.warn(`Could not record track ${trackId} in the listening history`, error),
  });
