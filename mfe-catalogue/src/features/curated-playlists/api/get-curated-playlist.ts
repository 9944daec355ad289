import { useQuery } from '@tanstack/react-query';
import { requestQuery } from '@rsm/shared';
import { answerSchema } from '../../../answer-schema';

export const curatedPlaylistQueryOptions = (id: string) =>
  requestQuery(
    ['curated-playlist', id],
    `/v1_rsm/playlists/${encodeURIComponent(id)}`,
    answerSchema('curatedPlaylistResponseSchema'),
  );

export const useCuratedPlaylist = (id: string) => useQuery(curatedPlaylistQueryOptions(id));
