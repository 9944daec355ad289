import { useQuery } from '@tanstack/react-query';
import { requestQuery } from '@rsm/shared';
import { answerSchema } from '../answer-schema';

/** An album in full: its page, and the category (topics) of a track's full info. */
export const albumQueryOptions = (uuid: string) =>
  requestQuery(
    ['album', uuid],
    `/v1_rsm/albums/${encodeURIComponent(uuid)}`,
    answerSchema('albumResponseSchema'),
  );

/** Nothing is asked for until the album's uuid is known. */
export const useAlbum = (uuid: string | undefined) =>
  useQuery({ ...albumQueryOptions(uuid ?? ''), enabled: !!uuid });
