import { sharedPlaylistResponseSchema, trackListResponseSchema } from '@rsm/shared/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { requestQuery } from '@rsm/shared';
import { retryUnlessMissing } from '../../../api/retry-unless-missing';

/** What opens a shared playlist: the token of its email, or (for its signed-in recipient) the share's id. */
export type ShareKey = { token: string } | { share_id: number };

/** A shared playlist opened with its share key, with its sender and their note. */
export const playlistByTokenQueryOptions = (key: ShareKey) => ({
  ...requestQuery(['playlist-by-token', key], '/v1_rsm/projects/by_token', sharedPlaylistResponseSchema, key),
  retry: retryUnlessMissing,
});

export const usePlaylistByToken = (key: ShareKey) => useQuery(playlistByTokenQueryOptions(key));

/** One page of a shared playlist's tracks. */
export const tracksByTokenQueryOptions = (key: ShareKey, page: number, per: number) => ({
  ...requestQuery(
    ['playlist-tracks-by-token', key, { page, per }],
    '/v1_rsm/projects/tracks_by_token',
    trackListResponseSchema,
    { ...key, page, per },
  ),
  placeholderData: keepPreviousData,
});

export const useTracksByToken = (key: ShareKey, page: number, per: number) =>
  useQuery(tracksByTokenQueryOptions(key, page, per));
