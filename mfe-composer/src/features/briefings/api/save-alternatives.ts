import { request } from '@rsm/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { briefingTrackPath, submissionResponseSchema } from './get-briefing-track';

export type AlternativesChange =
  | { kind: 'create'; alternatives: { version: string; upload_id: string }[] }
  | { kind: 'update'; alternatives: { id: number; version: string }[] };

/** Adds alternates (create_alternatives) or renames them (update_alternatives). */
export const saveAlternatives = async (briefingId: number, trackId: number, change: AlternativesChange) =>
  (
    await request(
      `${briefingTrackPath(briefingId, trackId)}/${change.kind === 'create' ? 'create_alternatives' : 'update_alternatives'}`,
      {
        schema: submissionResponseSchema,
        method: change.kind === 'create' ? 'POST' : 'PUT',
        body: { alternatives: change.alternatives },
      },
    )
  ).track;

export function useSaveAlternatives(briefingId: number, trackId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: AlternativesChange) => saveAlternatives(briefingId, trackId, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['briefings', 'detail', String(briefingId)] }),
  });
}
