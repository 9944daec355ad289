import * as z from 'zod/mini';
import { albumListResponseSchema, composerSchema, trackListResponseSchema } from './catalogue';
import { pagingMetaSchema, taxonSchema } from './common';

const named = z.object({ id: z.int(), name: z.string() });

/** A typed word the search took for a catalogue word ("pianno" for "piano"). */
export const correctionSchema = z.object({ from: z.string(), to: z.string() });
export type Correction = z.infer<typeof correctionSchema>;

/** Taxonomies whose terms the panel suggests; choosing one filters the search by it. */
export const suggestedTermKinds = ['genres', 'moods', 'instrumentations', 'tempos', 'topics'] as const;

/** The search bar's suggestion panel (spec §2.5, §3): up to 5 of each. */
export const suggestionsResponseSchema = z.object({
  keywords: z.array(named),
  composers: z.array(named),
  albums: z.array(z.extend(named, { uuid: z.string() })),
  tracks: z.array(named),
  /** Genres, moods, instruments, tempos and topics with a word starting with q, in either language. */
  terms: z.optional(z.array(z.extend(named, { kind: z.enum(suggestedTermKinds) }))),
  /** The words of q taken for others: the suggestions are those of the corrected text. */
  corrections: z.optional(z.array(correctionSchema)),
  recent_searches: z.array(z.object({ name: z.string() })),
});
export type SuggestionsResponse = z.infer<typeof suggestionsResponseSchema>;

/** Matching tracks, and the words of the text the search took for others ("Showing results for piano"). */
export const searchTracksResponseSchema = z.extend(trackListResponseSchema, {
  corrections: z.optional(z.array(correctionSchema)),
});
export type SearchTracksResponse = z.infer<typeof searchTracksResponseSchema>;

/** /v1_rsm/tracks/search answers tracks, or with albums=true the albums of matching tracks. */
export const searchResponseSchema = z.union([searchTracksResponseSchema, albumListResponseSchema]);

export const composerListResponseSchema = z.object({
  composers: z.array(composerSchema),
  meta: pagingMetaSchema,
});
export const keywordListResponseSchema = z.object({ keywords: z.array(taxonSchema), meta: pagingMetaSchema });
export const trackCountResponseSchema = z.object({ total_count: z.int() });
