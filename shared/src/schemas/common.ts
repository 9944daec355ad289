import * as z from 'zod/mini';

/** Paging params every list call takes: page starts at 1. */
export const pagingQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1),
  per: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(250))),
});

export const pagingMetaSchema = z.object({
  total_count: z.int().check(z.nonnegative()),
  current_page: z.int().check(z.positive()),
  per_page: z.int().check(z.positive()),
  total_pages: z.int().check(z.nonnegative()),
  next: z.nullable(z.int().check(z.positive())),
  prev: z.nullable(z.int().check(z.positive())),
});
export type PagingMeta = z.infer<typeof pagingMetaSchema>;

/** A page of a list as the API answers it: the items under the list's own key, and where the page stands. */
export function pagedListSchema<K extends string, T extends z.ZodMiniType>(key: K, item: T) {
  const shape = { [key]: z.array(item), meta: pagingMetaSchema } as Record<K, z.ZodMiniArray<T>> & {
    meta: typeof pagingMetaSchema;
  };
  return z.object(shape);
}

/** The paging of `total` items on page `page` of `per` each; a page past the end points back at the last one. */
export function pagingMetaOf(total: number, page: number, per: number): PagingMeta {
  const pages = Math.ceil(total / per);
  return {
    total_count: total,
    current_page: page,
    per_page: per,
    total_pages: pages,
    next: page < pages ? page + 1 : null,
    prev: page > 1 ? Math.min(page - 1, Math.max(pages, 1)) : null,
  };
}

/** Any taxonomy entry: keyword, genre, instrumentation, mood, tempo, topic, country. */
export const taxonSchema = z.object({ id: z.int(), name: z.string() });
export type Taxon = z.infer<typeof taxonSchema>;

/**
 * A file the API serves. Pictures also carry `variants`: where their raster sizes are (see ./images), with `{width}`
 * and `{format}` to fill in.
 */
export const imageSchema = z.object({
  url: z.nullable(z.string()),
  variants: z.optional(z.nullable(z.string())),
});

export const errorBodySchema = z.object({
  success: z.optional(z.literal(false)),
  error: z.optional(z.string()),
  message: z.string(),
  errors: z.optional(z.unknown()),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
