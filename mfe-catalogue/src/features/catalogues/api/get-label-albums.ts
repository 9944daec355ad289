import { answerSchema } from '../../../answer-schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@rsm/shared';

export const LABEL_ALBUMS_PER_PAGE = 48;

export const labelAlbumsQueryOptions = (id: string, page: number) =>
  queryOptions({
    queryKey: ['label', id, 'albums', { page, per: LABEL_ALBUMS_PER_PAGE }],
    queryFn: ({ signal }) =>
      request(`/v2/labels/${encodeURIComponent(id)}/albums`, {
        schema: answerSchema('albumListResponseSchema'),
        query: { page, per: LABEL_ALBUMS_PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useLabelAlbums = (id: string, page: number) => useQuery(labelAlbumsQueryOptions(id, page));
