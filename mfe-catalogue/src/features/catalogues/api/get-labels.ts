import { useQuery } from '@tanstack/react-query';
import { requestQuery } from '@rsm/shared';
import { answerSchema } from '../../../answer-schema';

export const labelsQueryOptions = () => requestQuery(['labels'], '/v1/labels', answerSchema('labelsSchema'));

export const useLabels = () => useQuery(labelsQueryOptions());
