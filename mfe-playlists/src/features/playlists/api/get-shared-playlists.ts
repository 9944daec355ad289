import { sharedPlaylistListResponseSchema } from '@rsm/shared/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@rsm/shared';

export type ShareDirection = 'sent' | 'received';

export const SHARED_PER_PAGE = 25;

export const sharedPlaylistKeys = {
  all: ['shared-playlists'] as const,
  list: (direction: ShareDirection, page: number) => ['shared-playlists', direction, page] as const,
};

/** Playlists the customer sent, or received at their address, newest first. */
export const sharedPlaylistsQueryOptions = (direction: ShareDirection, page: number) =>
  queryOptions({
    queryKey: sharedPlaylistKeys.list(direction, page),
    queryFn: ({ signal }) =>
      request(direction === 'sent' ? '/v1_rsm/sent_projects' : '/v1_rsm/received_projects', {
        schema: sharedPlaylistListResponseSchema,
        query: { page, per: SHARED_PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useSharedPlaylists = (direction: ShareDirection, page: number) =>
  useQuery(sharedPlaylistsQueryOptions(direction, page));
