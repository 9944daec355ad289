import * as z from 'zod/mini';
import { albumListResponseSchema, composerSchema, trackListResponseSchema } from './catalogue';
import { pagedListSchema, taxonSchema } from './common';

const named = z.object({ id: z.int(), name: z.string() });

/** A typed word the search took for a catalogue word ("pianno" for "piano"). */
export const correctionSchema = z.object({ from: z.string(), to: z.string() });
export type Correction = z.infer<typeof correctionSchema>;

/** Where a brief's word or phrase points in the catalogue: a facet and one of its values, as `q[kind][]` takes it. */
export const briefTermKinds = [
  'genres',
  'moods',
  'instruments',
  'keywords',
  'tempos',
  'topics',
  'vocals',
  'bpm',
] as const;
export const briefTermSchema = z.object({
  kind: z.enum(briefTermKinds),
  value: z.string(),
  name: z.string(),
});
export type BriefTerm = z.infer<typeof briefTermSchema>;

/**
 * How the search read the text of a brief: everyday words taken by meaning ("upbeat" → Happy, Uplifting, Energetic)
 * and phrases that exclude ("no vocals", "sem bateria"). Matches by meaning rank below exact matches.
 */
export const interpretationSchema = z.object({
  /** A word or phrase of the text and the catalogue terms it was taken to mean. */
  meanings: z.array(z.object({ from: z.string(), to: z.array(briefTermSchema) })),
  /** A phrase of the text and what the search leaves out because of it. */
  excluded: z.array(z.object({ from: z.string(), term: briefTermSchema })),
});
export type Interpretation = z.infer<typeof interpretationSchema>;

/** Taxonomies whose terms the panel suggests; choosing one filters the search by it. */
export const suggestedTermKinds = ['genres', 'moods', 'instrumentations', 'tempos', 'topics'] as const;

/** The search bar's suggestion panel: up to 5 of each. */
export const suggestionsResponseSchema = z.object({
  keywords: z.array(named),
  composers: z.array(named),
  albums: z.array(z.extend(named, { uuid: z.string() })),
  tracks: z.array(named),
  /** Genres, moods, instruments, tempos and topics with a word starting with q, in either language. */
  terms: z.optional(z.array(z.extend(named, { kind: z.enum(suggestedTermKinds) }))),
  /** The words of q taken for others: the suggestions are those of the corrected text. */
  corrections: z.optional(z.array(correctionSchema)),
  /** How the text reads as a brief; with it a phrase that finds tracks can be submitted though no group lists it. */
  interpretation: z.optional(interpretationSchema),
  /** How many main tracks the search finds for q (0 when q is empty): the bar's submit needs it above 0. */
  total_count: z.optional(z.int().check(z.nonnegative())),
  /** More tracks match than total_count says: the count stops at 1,000. */
  total_capped: z.optional(z.boolean()),
  recent_searches: z.array(z.object({ name: z.string() })),
});
export type SuggestionsResponse = z.infer<typeof suggestionsResponseSchema>;

/**
 * Matching tracks, the words of the text the search took for others ("Showing results for piano"), how a brief was
 * read, and — when nothing matches — the nearest catalogue terms to try instead.
 */
export const searchTracksResponseSchema = z.extend(trackListResponseSchema, {
  /** No track matches every part of the text together: these match some of it, those matching most first. */
  partial: z.optional(z.boolean()),
  corrections: z.optional(z.array(correctionSchema)),
  interpretation: z.optional(interpretationSchema),
  nearest: z.optional(z.array(briefTermSchema)),
});
export type SearchTracksResponse = z.infer<typeof searchTracksResponseSchema>;

/** /v1_rsm/tracks/search answers tracks, or with albums=true the albums of matching tracks. */
export const searchResponseSchema = z.union([searchTracksResponseSchema, albumListResponseSchema]);

export const composerListResponseSchema = pagedListSchema('composers', composerSchema);
export const keywordListResponseSchema = pagedListSchema('keywords', taxonSchema);
export const trackCountResponseSchema = z.object({ total_count: z.int() });

/** One value of a facet of the filter panel: what `q[facet][]` takes, its name in the request language, the count. */
export const facetOptionSchema = z.object({
  value: z.string(),
  name: z.string(),
  count: z.int().check(z.nonnegative()),
});
export type FacetOption = z.infer<typeof facetOptionSchema>;
const range = z.nullable(z.object({ min: z.number(), max: z.number() }));

/**
 * The filter panel beside the results (`GET /v1_rsm/tracks/search/facets`, same `q[...]` as the search): for each
 * facet, the tracks the current query would find with that value added (the facet's own chosen values are left out
 * of its counts, so choosing a second value is counted too). BPM and length: the range of the matching tracks.
 */
export const searchFacetsResponseSchema = z.object({
  genres: z.array(facetOptionSchema),
  moods: z.array(facetOptionSchema),
  instruments: z.array(facetOptionSchema),
  labels: z.array(facetOptionSchema),
  key: z.array(facetOptionSchema),
  /** `vocal` and `instrumental` (vocals: the track has lyricists). */
  vocals: z.array(facetOptionSchema),
  bpm: range,
  /** Seconds. */
  length: range,
  total_count: z.int().check(z.nonnegative()),
});
export type SearchFacetsResponse = z.infer<typeof searchFacetsResponseSchema>;
