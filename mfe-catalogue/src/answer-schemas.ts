/**
 * The schemas of the catalogue's answers, in one module loaded on demand (see answer-schema.ts): zod and these
 * schemas are a chunk no page waits for before it renders. Imported by name here, so only the parts of zod and of
 * @rsm/shared/schemas the catalogue uses are in it.
 */
import * as z from 'zod/mini';
import { labelSchema, taxonSchema, trackSchema, type Taxon } from '@rsm/shared/schemas';

export {
  albumListResponseSchema,
  albumResponseSchema,
  bannerListResponseSchema,
  composerListResponseSchema,
  curatedPlaylistPageResponseSchema,
  curatedPlaylistResponseSchema,
  curatedPlaylistsResponseSchema,
  favouriteToggleResponseSchema,
  keywordListResponseSchema,
  lastReleasesResponseSchema,
  searchFacetsResponseSchema,
  searchTracksResponseSchema,
  suggestionsResponseSchema,
  trackCountResponseSchema,
  trackListResponseSchema,
  trustedByListResponseSchema,
} from '@rsm/shared/schemas';

/** "Find similar": tracks with how alike they sound. */
export const similarTracksSchema = z.object({
  tracks: z.array(z.extend(trackSchema, { similarity: z.number() })),
});

export const labelsSchema = z.object({ labels: z.array(labelSchema) });

export const labelAnswerSchema = z.object({ label: labelSchema });

export type LookupTable = 'genres' | 'moods' | 'tempos' | 'instrumentations' | 'labels';

const lookupSchema = (table: LookupTable) =>
  z.pipe(
    z.object({ [table]: z.array(taxonSchema) }),
    z.transform((answer) => answer[table] as Taxon[]),
  );

/** A lookup list's answer is keyed by the table's own name: `{ genres: [...] }`. */
export const lookupSchemas: Record<LookupTable, ReturnType<typeof lookupSchema>> = {
  genres: lookupSchema('genres'),
  moods: lookupSchema('moods'),
  tempos: lookupSchema('tempos'),
  instrumentations: lookupSchema('instrumentations'),
  labels: lookupSchema('labels'),
};
