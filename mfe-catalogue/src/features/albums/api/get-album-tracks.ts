import { trackListResponseSchema } from '@rsm/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@rsm/shared';

export const albumTracksQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['album', id, 'tracks'],
    queryFn: ({ signal }) =>
      request(`/v1_rsm/albums/${encodeURIComponent(id)}/tracks`, {
        schema: trackListResponseSchema,
        query: { per: 250 },
        signal,
      }),
  });

export const useAlbumTracks = (id: string) => useQuery(albumTracksQueryOptions(id));
