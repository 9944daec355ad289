import {
  historyKindSchema,
  historyListResponseSchema,
  historyRecordResponseSchema,
} from '@rsm/shared/schemas';
import { z } from 'zod';
import { bodyId } from '../../lib/ids';
import { pagingQuery } from '../../lib/paging';
import { authErrorResponses, messageSchema } from '../common-schemas';

const tags = ['history'];

export const recordPlaySchema = {
  tags,
  summary: 'Record a play of a track (the player calls this on each play)',
  body: z.object({ track_id: bodyId }),
  response: { 201: historyRecordResponseSchema, 404: messageSchema, ...authErrorResponses },
};

export const listHistorySchema = {
  tags,
  summary: "The customer's plays and downloads, newest first",
  querystring: pagingQuery(50).extend({ kind: z.optional(historyKindSchema) }),
  response: { 200: historyListResponseSchema, ...authErrorResponses },
};
