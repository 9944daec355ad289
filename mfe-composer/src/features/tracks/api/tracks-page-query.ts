import { requestPageQuery, type AnswerSchema } from '@rsm/shared';
import { retryUnlessRefused } from '../../../components/composer-page';

export const TRACKS_PER_PAGE = 25;

/** One page of a My tracks tab (uploaded or released), kept on screen while the next one loads. */
export const tracksPageQuery = <S extends AnswerSchema>(
  tab: 'uploaded' | 'released',
  path: string,
  schema: S,
  page: number,
) => ({
  ...requestPageQuery(['composer-tracks', tab], path, schema, { page, per: TRACKS_PER_PAGE }),
  retry: retryUnlessRefused,
});
