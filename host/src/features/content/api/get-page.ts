import { contentPageResponseSchema } from '@rsm/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { $locale, request } from '@rsm/shared';
import { useStore } from '@nanostores/react';

/** The content server's page slugs, one per page of the site. */
export const PAGE_SLUGS = {
  about: 'v2_web_about_us',
  terms: 'v2_agb',
  privacy: 'v2_web_data_protection_page',
  cookies: 'v2_cookie',
  cookiePreferences: 'v2_cookie_preferences',
  rates: 'v2_rates_and_licensing',
  adverts: 'v2_rates_adverts',
  filmTrailers: 'v2_rates_film_trailers',
  online: 'v2_rates_online',
  games: 'v2_rates_games',
  ipc: 'v2_rates_ipc',
  contact: 'v2_web_contacts_page',
} as const;

export type PageSlug = (typeof PAGE_SLUGS)[keyof typeof PAGE_SLUGS];

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
