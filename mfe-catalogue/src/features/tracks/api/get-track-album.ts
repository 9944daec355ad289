import { answerSchema } from '../../../answer-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@rsm/shared';

/** The track's album in full, for its category (topics) on the full-info panel. */
export const trackAlbumQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: ['album', uuid],
    queryFn: ({ signal }) =>
      request(`/v1_rsm/albums/${encodeURIComponent(uuid)}`, {
        schema: answerSchema('albumResponseSchema'),
        signal,
      }),
  });

export const useTrackAlbum = (uuid: string | undefined) =>
  useQuery({ ...trackAlbumQueryOptions(uuid ?? ''), enabled: !!uuid });
