import { playlistAnswerSchema } from '../../../api/answers';
import { retryUnlessMissing } from '../../../api/retry-unless-missing';
import { useQuery } from '@tanstack/react-query';
import { playlistKeys, requestQuery } from '@rsm/shared';

export const playlistQueryOptions = (uuid: string) => ({
  ...requestQuery(
    playlistKeys.playlist(uuid),
    `/v1_rsm/projects/${encodeURIComponent(uuid)}`,
    playlistAnswerSchema,
  ),
  retry: retryUnlessMissing,
});

export const usePlaylist = (uuid: string) => useQuery(playlistQueryOptions(uuid));
