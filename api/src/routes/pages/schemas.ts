import {
  agentListResponseSchema,
  contentPageResponseSchema,
  crewListResponseSchema,
  globalFaqListResponseSchema,
} from '@rsm/shared/schemas';
import { z } from 'zod';
import { foundResponses } from '../common-schemas';

const tags = ['content'];

export const getPageSchema = {
  tags,
  summary:
    "A page's title and plain-text body ('## ' headings, blank-line paragraphs) in the request's language",
  params: z.object({ slug: z.string().regex(/^[a-z0-9_]{1,80}$/, 'must be a page slug') }),
  response: foundResponses(contentPageResponseSchema),
};

export const listFaqsSchema = {
  tags,
  summary: 'Frequently asked questions',
  response: { 200: globalFaqListResponseSchema },
};

export const listCrewSchema = {
  tags,
  summary: 'The people behind the library',
  response: { 200: crewListResponseSchema },
};

export const listAgentsSchema = {
  tags,
  summary: 'Sub-publishers and agents by country',
  response: { 200: agentListResponseSchema },
};
