import { z } from 'zod';
import { albumListResponseSchema, composerSchema, trackListResponseSchema } from './catalogue';
import { pagingMetaSchema, taxonSchema } from './common';

const named = z.object({ id: z.number().int(), name: z.string() });

/** The search bar's suggestion panel (spec §2.5, §3): up to 5 of each. */
export const suggestionsResponseSchema = z.object({
  keywords: z.array(named),
  composers: z.array(named),
  albums: z.array(named.extend({ uuid: z.string() })),
  tracks: z.array(named),
  recent_searches: z.array(z.object({ name: z.string() })),
});
export type SuggestionsResponse = z.infer<typeof suggestionsResponseSchema>;

/** /v1_rsm/tracks/search answers tracks, or with albums=true the albums of matching tracks. */
export const searchResponseSchema = z.union([trackListResponseSchema, albumListResponseSchema]);

export const composerListResponseSchema = z.object({
  composers: z.array(composerSchema),
  meta: pagingMetaSchema,
});
export const keywordListResponseSchema = z.object({ keywords: z.array(taxonSchema), meta: pagingMetaSchema });
export const trackCountResponseSchema = z.object({ total_count: z.number().int() });
