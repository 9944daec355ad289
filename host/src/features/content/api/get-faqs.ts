import { globalFaqListResponseSchema } from '@rsm/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { $locale, request, type GlobalFaq } from '@rsm/shared';
import { useStore } from '@nanostores/react';

export type Faq = GlobalFaq;

/** GET /v2/global_faqs, in the current language. */
export const faqsQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: ['global-faqs', locale],
    queryFn: ({ signal }) =>
      request('/v2/global_faqs', { schema: globalFaqListResponseSchema, signal }).then((r) => r.global_faqs),
  });

export const useFaqs = () => useQuery(faqsQueryOptions(useStore($locale)));
