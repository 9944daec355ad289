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
import { routeGroup } from '../route-schemas';

const lookups = routeGroup('lookups');
const searchQuery = pagingQuery(10).extend({ q: z.string().trim().max(100).optional() });

export const lookupListSchema = (table: LookupTable) =>
  lookups.read(
    `Every entry of ${table}, named in the request language`,
    z.object({ [table]: z.array(taxonSchema) }),
  );

export const composersSchema = lookups.route('Composers whose name contains q (composer picker)', {
  querystring: searchQuery,
  response: { 200: composerListResponseSchema },
});

export const keywordsSchema = lookups.route('Keywords whose name contains q (keyword picker)', {
  querystring: searchQuery,
  response: { 200: keywordListResponseSchema },
});

export const labelsSchema = lookups.read(
  'Every label (catalogue) with its album count',
  z.object({ labels: z.array(labelSchema) }),
);

export const labelSchemaRoute = lookups.found('One label', idParams, z.object({ label: labelSchema }));

export const labelAlbumsSchema = lookups.route("A label's albums, newest release first", {
  params: idParams,
  querystring: pagingQuery(48),
  response: foundResponses(albumListResponseSchema),
});

export const similarAlbumsSchema = lookups.found(
  'Eight albums sharing the most genres and moods with this one',
  albumParams,
  z.object({ albums: albumListResponseSchema.shape.albums }),
);
