import { requestQuery } from './request-query';

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
  requestQuery(
    trackKeys.track(id),
    `/v1_rsm/tracks/${encodeURIComponent(String(id))}`,
    async () => (await import('../schemas/catalogue')).trackResponseSchema,
  );

/** A track's alternate versions (other mixes, lengths and stems). */
export const trackAlternativesQueryOptions = (id: number | string) =>
  requestQuery(
    trackKeys.alternatives(id),
    `/v1_rsm/tracks/${encodeURIComponent(String(id))}/alternatives`,
    async () => (await import('../schemas/answers')).alternativesAnswerSchema,
  );
