import {
  agentListResponseSchema,
  contentPageResponseSchema,
  crewListResponseSchema,
  globalFaqListResponseSchema,
} from '@rsm/shared/schemas';
import { z } from 'zod';
import { messageSchema } from '../common-schemas';

export const getPageSchema = {
  tags: ['content'],
  summary:
    "A page's title and plain-text body ('## ' headings, blank-line paragraphs) in the request's language",
  params: z.object({ slug: z.string().regex(/^[a-z0-9_]{1,80}$/, 'must be a page slug') }),
  response: { 200: contentPageResponseSchema, 404: messageSchema },
};

export const listFaqsSchema = {
  tags: ['content'],
  summary: 'Frequently asked questions',
  response: { 200: globalFaqListResponseSchema },
};

export const listCrewSchema = {
  tags: ['content'],
  summary: 'The people behind the library',
  response: { 200: crewListResponseSchema },
};

export const listAgentsSchema = {
  tags: ['content'],
  summary: 'Sub-publishers and agents by country',
  response: { 200: agentListResponseSchema },
};
