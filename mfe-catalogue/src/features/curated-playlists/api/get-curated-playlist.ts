import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, type CuratedPlaylist } from '@rsm/shared';

export const curatedPlaylistQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['curated-playlist', id],
    queryFn: ({ signal }) =>
      request<{ playlist: CuratedPlaylist }>(`/v1_rsm/playlists/${encodeURIComponent(id)}`, { signal }),
  });

export const useCuratedPlaylist = (id: string) => useQuery(curatedPlaylistQueryOptions(id));
