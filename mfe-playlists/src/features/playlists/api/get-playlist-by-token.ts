import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, type Playlist, request, type TrackListResponse } from '@rsm/shared';

/** A shared playlist opened with the token of its email: no sign-in needed (spec §7.1 by_token). */
export const playlistByTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['playlist-by-token', token],
    queryFn: ({ signal }) =>
      request<{ project: Playlist }>('/v1_rsm/projects/by_token', { query: { token }, signal }),
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
  });

export const usePlaylistByToken = (token: string) =>
  useQuery({ ...playlistByTokenQueryOptions(token), enabled: Boolean(token) });

/** One page of a shared playlist's tracks (spec §7.1 tracks_by_token). */
export const tracksByTokenQueryOptions = (token: string, page: number, per: number) =>
  queryOptions({
    queryKey: ['playlist-tracks-by-token', token, { page, per }],
    queryFn: ({ signal }) =>
      request<TrackListResponse>('/v1_rsm/projects/tracks_by_token', { query: { token, page, per }, signal }),
    placeholderData: keepPreviousData,
  });

export const useTracksByToken = (token: string, page: number, per: number) =>
  useQuery({ ...tracksByTokenQueryOptions(token, page, per), enabled: Boolean(token) });
