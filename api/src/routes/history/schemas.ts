import {
  historyKindSchema,
  historyListResponseSchema,
  historyRecordResponseSchema,
} from '@rsm/shared/schemas';
import { z } from 'zod';
import { bodyId } from '../../lib/ids';
import { pagingQuery } from '../../lib/paging';
import { authErrorResponses, messageSchema } from '../common-schemas';
import { routeGroup } from '../route-schemas';

const history = routeGroup('history', authErrorResponses);

export const recordPlaySchema = history.route(
  'Record a play of a track (the player calls this on each play)',
  {
    body: z.object({ track_id: bodyId }),
    response: { 201: historyRecordResponseSchema, 404: messageSchema },
  },
);

export const listHistorySchema = history.route("The customer's plays and downloads, newest first", {
  querystring: pagingQuery(50).extend({ kind: z.optional(historyKindSchema) }),
  response: { 200: historyListResponseSchema },
});
