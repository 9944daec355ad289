import { playlistKeys, requestQuery } from '@rsm/shared';
import { useQuery } from '@tanstack/react-query';

/** Loaded beside the request, so zod is not in the player's first load (the bar is on every page). */
const pinnedAnswerSchema = async () => (await import('./pinned-answer-schema')).pinnedAnswerSchema;

/** The pinned playlist's name and track count; the shared key lets the bar follow changes made by any app. */
export const pinnedPlaylistQueryOptions = (uuid: string) =>
  requestQuery(
    playlistKeys.playlist(uuid),
    `/v1_rsm/projects/${encodeURIComponent(uuid)}`,
    pinnedAnswerSchema,
  );

export const usePinnedPlaylist = (uuid: string) => useQuery(pinnedPlaylistQueryOptions(uuid));
