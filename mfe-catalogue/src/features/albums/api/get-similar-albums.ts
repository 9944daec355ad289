import { useQuery } from '@tanstack/react-query';
import { requestQuery } from '@rsm/shared';
import { answerSchema } from '../../../answer-schema';

export const similarAlbumsQueryOptions = (id: string) =>
  requestQuery(
    ['album', id, 'similar'],
    `/v2/albums/${encodeURIComponent(id)}/similar`,
    answerSchema('lastReleasesResponseSchema'),
  );

export const useSimilarAlbums = (id: string) => useQuery(similarAlbumsQueryOptions(id));
