import {
  albumListResponseSchema,
  searchTracksResponseSchema,
  suggestionsResponseSchema,
  trackCountResponseSchema,
} from '@rsm/shared/schemas';
import { z } from 'zod';
import { pagingQuery } from '../../lib/paging';
import { queryBoolean, sortQuery } from '../../lib/sort';
import { SEARCH_FILTERS, SEARCH_SORT_FIELDS } from '../../repositories/search-sql';

const tags = ['search'];
const values = z.array(z.string().trim().min(1).max(100)).max(20).optional();
const filters = z.object(
  Object.fromEntries(SEARCH_FILTERS.map((name) => [name, values])) as Record<
    (typeof SEARCH_FILTERS)[number],
    typeof values
  >,
);

export const searchTracksSchema = {
  tags,
  summary:
    'Main tracks matching every filter (q[text][]=…, q[genres][]=…); with albums=true the albums of matching ' +
    'tracks. Misspelt words of the text are corrected, and the corrections listed.',
  querystring: pagingQuery(20).extend({
    q: filters.default({}),
    // Without a sort: relevance when there is text, else newest release first.
    sort: sortQuery(SEARCH_SORT_FIELDS, 'release_date desc', {
      aliases: { release: 'release_date' },
      bareField: true,
    }).optional(),
    albums: queryBoolean,
  }),
  response: { 200: z.union([searchTracksResponseSchema, albumListResponseSchema]) },
};

export const suggestionsSchema = {
  tags,
  summary:
    'Typeahead: keywords, composers, albums, taxonomy terms and tracks with a word starting with q (misspellings ' +
    "corrected), the tracks the search finds for q, and the customer's recent searches",
  querystring: z.object({ q: z.string().max(100).default('') }),
  response: { 200: suggestionsResponseSchema },
};

export const trackCountSchema = {
  tags,
  summary: 'How many main tracks the catalogue has (the search placeholder)',
  response: { 200: trackCountResponseSchema },
};
