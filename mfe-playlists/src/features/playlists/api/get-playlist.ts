import { playlistAnswerSchema } from '../../../api/answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, playlistKeys, request } from '@rsm/shared';

export const playlistQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: playlistKeys.playlist(uuid),
    queryFn: ({ signal }) =>
      request(`/v1_rsm/projects/${encodeURIComponent(uuid)}`, { schema: playlistAnswerSchema, signal }),
    // A missing playlist stays missing: no point asking again.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
  });

export const usePlaylist = (uuid: string) => useQuery(playlistQueryOptions(uuid));
