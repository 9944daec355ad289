import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagingMeta, toPage } from '../../lib/paging';
import { toTsQuery } from '../../lib/text-query';
import { searchTracksSchema, suggestionsSchema, trackCountSchema } from './schemas';

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { search, tracks, albums } = app.repos;

  app.get('/v1_rsm/tracks/search', { schema: searchTracksSchema }, async (request) => {
    const { q: filters, sort, albums: wantAlbums } = request.query;
    const text = (filters.text ?? []).join(' ').trim();
    const tsQuery = toTsQuery(text);
    const input = { filters, tsQuery, language: request.language };
    const ordered = {
      ...input,
      sort: sort ?? { field: tsQuery ? 'relevance' : 'release_date', direction: 'desc' },
    } as const;
    const page = toPage(request.query);
    if (text && request.customer) await search.rememberSearch(request.customer.id, text);
    if (wantAlbums) {
      const found = await search.albums(ordered, page);
      return {
        albums: await albums.findMany(found.ids, request.language),
        meta: pagingMeta(found.total, page),
      };
    }
    const found = await search.tracks(ordered, page);
    const byId = await tracks.findMany(found.ids, request.language);
    return { tracks: found.ids.map((id) => byId.get(id)!), meta: pagingMeta(found.total, page) };
  });

  app.get('/v1_rsm/searches/suggestions', { schema: suggestionsSchema }, async (request) => {
    const q = request.query.q.trim();
    const empty = { keywords: [], composers: [], albums: [], tracks: [] };
    const found = q ? await search.suggestions(q, request.language) : empty;
    const recent = request.customer ? await search.recentSearches(request.customer.id) : [];
    return { ...found, recent_searches: recent };
  });

  app.get('/v1_rsm/tracks/count', { schema: trackCountSchema }, async () => ({
    total_count: await search.countMainTracks(),
  }));
};
export default searchRoutes;
