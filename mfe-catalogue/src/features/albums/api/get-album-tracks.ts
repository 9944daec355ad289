import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, type TrackListResponse } from '@rsm/shared';

export const albumTracksQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['album', id, 'tracks'],
    queryFn: ({ signal }) =>
      request<TrackListResponse>(`/v1_rsm/albums/${encodeURIComponent(id)}/tracks`, {
        query: { per: 250 },
        signal,
      }),
  });

export const useAlbumTracks = (id: string) => useQuery(albumTracksQueryOptions(id));
