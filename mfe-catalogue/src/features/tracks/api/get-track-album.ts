import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, type Album } from '@rsm/shared';

/** The track's album in full, for its category (topics) on the full-info panel. */
export const trackAlbumQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: ['album', uuid],
    queryFn: ({ signal }) =>
      request<{ album: Album }>(`/v1_rsm/albums/${encodeURIComponent(uuid)}`, { signal }),
  });

export const useTrackAlbum = (uuid: string | undefined) =>
  useQuery({ ...trackAlbumQueryOptions(uuid ?? ''), enabled: !!uuid });
