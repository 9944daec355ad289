import { z } from 'zod';
import { idParam } from '../../lib/ids';
import { pagingQuery } from '../../lib/paging';
import { composerErrorResponses } from '../common-schemas';
import { submissionPageSchema } from '../composer-submissions/schemas';

const tags = ['composer'];

export const composerTracksSchema = {
  tags,
  summary:
    'The tracks the signed-in composer submitted to briefs, newest first; briefing_id narrows to one brief',
  querystring: pagingQuery(25).extend({ briefing_id: idParam.optional() }),
  response: { 200: submissionPageSchema, ...composerErrorResponses },
};

const composerNameSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});

export const customerSearchResultSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  composers: z.array(composerNameSchema),
});

export const customerSearchSchema = {
  tags,
  summary:
    'Composer accounts whose name (or one of their composer names) matches q, with those names: co-writers to credit',
  querystring: z.object({
    q: z.string().trim().min(2).max(80),
    per: z.coerce.number().int().min(1).max(50).default(10),
  }),
  response: { 200: z.object({ customers: z.array(customerSearchResultSchema) }), ...composerErrorResponses },
};
