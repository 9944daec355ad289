import { queryOptions } from '@tanstack/react-query';
import { request } from '../http/api-client';

/**
 * A track and its alternate versions, one cache entry each on the page: the track page, its details dialog, the
 * "sounds like" chip, the player's download button and the rows' alternates read the same answers. Ids are keyed as
 * text, as a page address gives them.
 */
export const trackKeys = {
  track: (id: number | string) => ['track', String(id)] as const,
  alternatives: (id: number | string) => ['track', String(id), 'alternatives'] as const,
};

/** A track's whole record; the schema (zod) is loaded beside the request, not with the page's first scripts. */
export const trackQueryOptions = (id: number | string) =>
  queryOptions({
    queryKey: trackKeys.track(id),
    queryFn: ({ signal }) =>
      request(`/v1_rsm/tracks/${encodeURIComponent(String(id))}`, {
        schema: async () => (await import('../schemas/catalogue')).trackResponseSchema,
        signal,
      }),
  });

/** A track's alternate versions (other mixes, lengths and stems). */
export const trackAlternativesQueryOptions = (id: number | string) =>
  queryOptions({
    queryKey: trackKeys.alternatives(id),
    queryFn: ({ signal }) =>
      request(`/v1_rsm/tracks/${encodeURIComponent(String(id))}/alternatives`, {
        schema: async () => (await import('../schemas/answers')).alternativesAnswerSchema,
        signal,
      }),
  });
