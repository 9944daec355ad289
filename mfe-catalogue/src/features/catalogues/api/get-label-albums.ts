import { useQuery } from '@tanstack/react-query';
import { requestPageQuery } from '@rsm/shared';
import { answerSchema } from '../../../answer-schema';

export const LABEL_ALBUMS_PER_PAGE = 48;

export const labelAlbumsQueryOptions = (id: string, page: number) =>
  requestPageQuery(
    ['label', id, 'albums'],
    `/v2/labels/${encodeURIComponent(id)}/albums`,
    answerSchema('albumListResponseSchema'),
    { page, per: LABEL_ALBUMS_PER_PAGE },
  );

export const useLabelAlbums = (id: string, page: number) => useQuery(labelAlbumsQueryOptions(id, page));
