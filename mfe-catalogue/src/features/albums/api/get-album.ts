import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, type Album } from '@rsm/shared';

export const albumQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['album', id],
    queryFn: ({ signal }) =>
      request<{ album: Album }>(`/v1_rsm/albums/${encodeURIComponent(id)}`, { signal }),
  });

export const useAlbum = (id: string) => useQuery(albumQueryOptions(id));
