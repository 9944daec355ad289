import { contentPageResponseSchema, type PageSlug } from '@rsm/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { $locale, request } from '@rsm/shared';
import { useStore } from '@nanostores/react';

/** GET /v1/pages/:slug, in the current language (the locale is part of the key). */
export const pageQueryOptions = (slug: PageSlug, locale: string) =>
  queryOptions({
    queryKey: ['pages', slug, locale],
    queryFn: ({ signal }) =>
      request(`/v1/pages/${encodeURIComponent(slug)}`, { schema: contentPageResponseSchema, signal }).then(
        (r) => r.page,
      ),
  });

export const usePage = (slug: PageSlug) => useQuery(pageQueryOptions(slug, useStore($locale)));
