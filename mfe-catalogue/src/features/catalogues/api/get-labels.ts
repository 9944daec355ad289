import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@rsm/shared';
import { answerSchema } from '../../../answer-schema';

export const labelsQueryOptions = () =>
  queryOptions({
    queryKey: ['labels'],
    queryFn: ({ signal }) => request('/v1/labels', { schema: answerSchema('labelsSchema'), signal }),
  });

export const useLabels = () => useQuery(labelsQueryOptions());
