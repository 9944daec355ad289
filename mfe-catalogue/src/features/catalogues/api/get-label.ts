import { useQuery } from '@tanstack/react-query';
import { requestQuery } from '@rsm/shared';
import { answerSchema } from '../../../answer-schema';

export const labelQueryOptions = (id: string) =>
  requestQuery(['label', id], `/v1/labels/${encodeURIComponent(id)}`, answerSchema('labelAnswerSchema'));

export const useLabel = (id: string) => useQuery(labelQueryOptions(id));
