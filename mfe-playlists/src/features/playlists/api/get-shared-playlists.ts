import { sharedPlaylistListResponseSchema } from '@rsm/shared/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { requestQuery } from '@rsm/shared';

export type ShareDirection = 'sent' | 'received';

export const SHARED_PER_PAGE = 25;

export const sharedPlaylistKeys = {
  all: ['shared-playlists'] as const,
  list: (direction: ShareDirection, page: number) => ['shared-playlists', direction, page] as const,
};

/** Playlists the customer sent, or received at their address, newest first. */
export const sharedPlaylistsQueryOptions = (direction: ShareDirection, page: number) => ({
  ...requestQuery(
    sharedPlaylistKeys.list(direction, page),
    direction === 'sent' ? '/v1_rsm/sent_projects' : '/v1_rsm/received_projects',
    sharedPlaylistListResponseSchema,
    { page, per: SHARED_PER_PAGE },
  ),
  placeholderData: keepPreviousData,
});

export const useSharedPlaylists = (direction: ShareDirection, page: number) =>
  useQuery(sharedPlaylistsQueryOptions(direction, page));
