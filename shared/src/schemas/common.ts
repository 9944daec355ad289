import { z } from 'zod';

/** Paging params every list call takes (spec §7): page starts at 1. */
export const pagingQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per: z.coerce.number().int().min(1).max(250).optional(),
});

export const pagingMetaSchema = z.object({
  total_count: z.number().int().nonnegative(),
  current_page: z.number().int().positive(),
  per_page: z.number().int().positive(),
  total_pages: z.number().int().nonnegative(),
  next: z.number().int().positive().nullable(),
  prev: z.number().int().positive().nullable(),
});
export type PagingMeta = z.infer<typeof pagingMetaSchema>;

/** Any taxonomy entry: keyword, genre, instrumentation, mood, tempo, topic, country. */
export const taxonSchema = z.object({ id: z.number().int(), name: z.string() });
export type Taxon = z.infer<typeof taxonSchema>;

/**
 * A file the API serves. Pictures also carry `variants`: where their raster sizes are (see ./images), with `{width}`
 * and `{format}` to fill in.
 */
export const imageSchema = z.object({
  url: z.string().nullable(),
  variants: z.string().nullable().optional(),
});

export const errorBodySchema = z.object({
  success: z.literal(false).optional(),
  error: z.string().optional(),
  message: z.string(),
  errors: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
