import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, type Album } from '@rsm/shared';

export const similarAlbumsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['album', id, 'similar'],
    queryFn: ({ signal }) =>
      request<{ albums: Album[] }>(`/v2/albums/${encodeURIComponent(id)}/similar`, { signal }),
  });

export const useSimilarAlbums = (id: string) => useQuery(similarAlbumsQueryOptions(id));
