import { searchFacetsResponseSchema, searchTracksResponseSchema } from '@rsm/shared/schemas';
import { getInLanguage, type TestContext } from './helper';

/** `q[field][]=value`, encoded. */
export const q = (field: string, value: string) => `q[${field}][]=${encodeURIComponent(value)}`;

/** A test file's searches (up to 250 tracks) and filter panels, checked against their answers' schemas. */
export function searchRequests(ctx: Pick<TestContext, 'app'>) {
  const get = getInLanguage(ctx);
  return {
    get,
    async search(query: string, language?: string) {
      const response = await get(`/v1_rsm/tracks/search?per=250&${query}`, language);
      expect(response.statusCode).toBe(200);
      return searchTracksResponseSchema.parse(response.json());
    },
    async facets(query: string, language?: string) {
      const response = await get(`/v1_rsm/tracks/search/facets?${query}`, language);
      expect(response.statusCode).toBe(200);
      return searchFacetsResponseSchema.parse(response.json());
    },
  };
}
