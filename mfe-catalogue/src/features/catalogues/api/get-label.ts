import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@rsm/shared';
import { answerSchema } from '../../../answer-schema';

export const labelQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['label', id],
    queryFn: ({ signal }) =>
      request(`/v1/labels/${encodeURIComponent(id)}`, { schema: answerSchema('labelAnswerSchema'), signal }),
  });

export const useLabel = (id: string) => useQuery(labelQueryOptions(id));
