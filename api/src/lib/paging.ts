import { z } from 'zod';
import { pagingMetaOf, type PagingMeta } from '@rsm/shared/schemas';

export interface Page {
  page: number;
  per: number;
  offset: number;
}

/** page/per query params; per has a default per route and is capped at 250. */
export function pagingQuery(defaultPer: number) {
  return z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per: z.coerce.number().int().min(1).max(250).default(defaultPer),
  });
}

export function toPage({ page, per }: { page: number; per: number }): Page {
  return { page, per, offset: (page - 1) * per };
}

export function pagingMeta(totalCount: number, { page, per }: Page): PagingMeta {
  return pagingMetaOf(totalCount, page, per);
}
