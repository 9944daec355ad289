import {
  agentListResponseSchema,
  contentPageResponseSchema,
  crewListResponseSchema,
  globalFaqListResponseSchema,
} from '@rsm/shared/schemas';
import { z } from 'zod';
import { routeGroup } from '../route-schemas';

/** A content page by its slug (v2_web_about_us, v2_agb…). */
const pageParams = z.object({ slug: z.string().regex(/^[a-z0-9_]{1,80}$/, 'must be a page slug') });
const content = routeGroup('content');

export const getPageSchema = content.found(
  "A page's title and plain-text body ('## ' headings, blank-line paragraphs) in the request's language",
  pageParams,
  contentPageResponseSchema,
);

export const listFaqsSchema = content.read('Frequently asked questions', globalFaqListResponseSchema);

export const listCrewSchema = content.read('The people behind the library', crewListResponseSchema);

export const listAgentsSchema = content.read('Sub-publishers and agents by country', agentListResponseSchema);
