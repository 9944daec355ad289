import { sharedPlaylistResponseSchema, trackListResponseSchema } from '@rsm/shared/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, request } from '@rsm/shared';

/** What opens a shared playlist: the token of its email, or (for its signed-in recipient) the share's id. */
export type ShareKey = { token: string } | { share_id: number };

/** A shared playlist opened with its share key, with its sender and their note. */
export const playlistByTokenQueryOptions = (key: ShareKey) =>
  queryOptions({
    queryKey: ['playlist-by-token', key],
    queryFn: ({ signal }) =>
      request('/v1_rsm/projects/by_token', { schema: sharedPlaylistResponseSchema, query: key, signal }),
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
  });

export const usePlaylistByToken = (key: ShareKey) => useQuery(playlistByTokenQueryOptions(key));

/** One page of a shared playlist's tracks. */
export const tracksByTokenQueryOptions = (key: ShareKey, page: number, per: number) =>
  queryOptions({
    queryKey: ['playlist-tracks-by-token', key, { page, per }],
    queryFn: ({ signal }) =>
      request('/v1_rsm/projects/tracks_by_token', {
        schema: trackListResponseSchema,
        query: { ...key, page, per },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useTracksByToken = (key: ShareKey, page: number, per: number) =>
  useQuery(tracksByTokenQueryOptions(key, page, per));
