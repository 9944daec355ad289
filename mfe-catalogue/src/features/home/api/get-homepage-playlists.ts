import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, type CuratedPlaylist } from '@rsm/shared';

export const homepagePlaylistsQueryOptions = () =>
  queryOptions({
    queryKey: ['homepage', 'curated-playlists'],
    queryFn: ({ signal }) =>
      request<{ playlists: CuratedPlaylist[] }>('/v1_rsm/homepage/curated_playlists', { signal }),
  });

export const useHomepagePlaylists = () => useQuery(homepagePlaylistsQueryOptions());
