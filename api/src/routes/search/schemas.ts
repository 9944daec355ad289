import {
  albumListResponseSchema,
  searchFacetsResponseSchema,
  searchTracksResponseSchema,
  suggestionsResponseSchema,
  trackCountResponseSchema,
} from '@rsm/shared/schemas';
import { z } from 'zod';
import { pagingQuery } from '../../lib/paging';
import { optionalSortQuery, queryBoolean } from '../../lib/sort';
import { SEARCH_FILTERS, SEARCH_SORT_FIELDS } from '../../repositories/search-sql';
import { lengthFilterSchema, vocalsFilterSchema } from '../../repositories/search-brief-filters';
import { bpmFilterSchema, keyFilterSchema } from '../../repositories/search-tempo-key';

const tags = ['search'];
const values = z.array(z.string().trim().min(1).max(100)).max(20).optional();
const named = SEARCH_FILTERS.filter(
  (name): name is Exclude<(typeof SEARCH_FILTERS)[number], 'bpm' | 'key' | 'vocals' | 'length'> =>
    name !== 'bpm' && name !== 'key' && name !== 'vocals' && name !== 'length',
);
const filters = z.object({
  ...(Object.fromEntries(named.map((name) => [name, values])) as Record<
    (typeof named)[number],
    typeof values
  >),
  // Validated and rewritten as searched: `90-110` or `120` (±3 %) to a range, `Am` or `Gb major` to the key's name.
  bpm: bpmFilterSchema.describe(
    'BPM ranges, 90-110 inclusive, or one tempo (±3 %): the metadata BPM, else the analysed one; any range matches',
  ),
  key: keyFilterSchema.describe(
    'Keys as the analysis names them (A minor, F# major); Am, F#m and enharmonics (Gb major) are accepted; any key matches',
  ),
  vocals: vocalsFilterSchema,
  length: lengthFilterSchema,
});

export const searchTracksSchema = {
  tags,
  summary:
    'Main tracks matching every filter (q[text][]=…, q[genres][]=…); with albums=true the albums of matching ' +
    'tracks. Misspelt words of the text are corrected, and the corrections listed.',
  querystring: pagingQuery(20).extend({
    q: filters.default({}),
    // Without a sort: relevance when there is text, else newest release first.
    sort: optionalSortQuery(SEARCH_SORT_FIELDS, 'release_date desc', {
      aliases: { release: 'release_date' },
      bareField: true,
    }),
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

export const searchFacetsSchema = {
  tags,
  summary:
    "The filter panel beside the results: for the search's q[...], each facet's options with how many tracks the " +
    "search would find with that value added (a facet's own chosen values are left out of its counts), the BPM " +
    'and length ranges of the matches, and their total. Names in the request language.',
  querystring: z.object({ q: filters.default({}) }),
  response: { 200: searchFacetsResponseSchema },
};
