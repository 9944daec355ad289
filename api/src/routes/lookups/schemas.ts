import {
  albumListResponseSchema,
  composerListResponseSchema,
  keywordListResponseSchema,
  labelSchema,
  taxonSchema,
} from '@rsm/shared/schemas';
import { z } from 'zod';
import { albumParams, idParams } from '../../lib/ids';
import { pagingQuery } from '../../lib/paging';
import type { LookupTable } from '../../repositories/lookup-repository';
import { foundResponses } from '../common-schemas';

const tags = ['lookups'];
const searchQuery = pagingQuery(10).extend({ q: z.string().trim().max(100).optional() });

export const lookupListSchema = (table: LookupTable) => ({
  tags,
  summary: `Every entry of ${table}, named in the request language`,
  response: { 200: z.object({ [table]: z.array(taxonSchema) }) },
});

export const composersSchema = {
  tags,
  summary: 'Composers whose name contains q (composer picker)',
  querystring: searchQuery,
  response: { 200: composerListResponseSchema },
};

export const keywordsSchema = {
  tags,
  summary: 'Keywords whose name contains q (keyword picker)',
  querystring: searchQuery,
  response: { 200: keywordListResponseSchema },
};

export const labelsSchema = {
  tags,
  summary: 'Every label (catalogue) with its album count',
  response: { 200: z.object({ labels: z.array(labelSchema) }) },
};

export const labelSchemaRoute = {
  tags,
  summary: 'One label',
  params: idParams,
  response: foundResponses(z.object({ label: labelSchema })),
};

export const labelAlbumsSchema = {
  tags,
  summary: "A label's albums, newest release first",
  params: idParams,
  querystring: pagingQuery(48),
  response: foundResponses(albumListResponseSchema),
};

export const similarAlbumsSchema = {
  tags,
  summary: 'Eight albums sharing the most genres and moods with this one',
  params: albumParams,
  response: foundResponses(z.object({ albums: albumListResponseSchema.shape.albums })),
};
