import { briefingListResponseSchema } from '@rsm/shared/schemas';
import { pagingQuery } from '../../lib/paging';
import { authErrorResponses, messageSchema } from '../common-schemas';

export const listBriefingsSchema = {
  tags: ['composer'],
  summary: 'Briefings (calls for music) for composers: open ones first, by deadline',
  querystring: pagingQuery(25),
  response: { 200: briefingListResponseSchema, 403: messageSchema, ...authErrorResponses },
};
