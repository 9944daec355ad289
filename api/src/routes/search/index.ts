import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { pagingMeta, toPage } from '../../lib/paging';
import { searchKey } from '../../repositories/search-repository';
import { searchTracksSchema, suggestionsSchema, trackCountSchema } from './schemas';
import { cachedTracks } from './cached-tracks';

const SEARCH_URL = '/v1_rsm/tracks/search';

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { search, albums, catalogue } = app.repos;
  const tracks = cachedTracks(app.repos.tracks, catalogue);
  // A page of results is the same for everyone until the catalogue changes: kept as the JSON sent, serialised by
  // the route's own response schema, so a repeated search costs neither queries nor serialisation. A page of 20
  // tracks is ~30 KB, counted against the caches' shared byte budget.
  const bodies = catalogue.create<string>();
  const serialize = serializerCompiler({
    schema: searchTracksSchema.response[200],
    method: 'GET',
    url: SEARCH_URL,
  }) as (data: unknown) => string;

  app.get(SEARCH_URL, { schema: searchTracksSchema }, async (request, reply) => {
    const { q: filters, sort, albums: wantAlbums } = request.query;
    const typed = (filters.text ?? []).join(' ').trim();
    const { text: understood, corrections } = await search.understand(typed);
    const input = { filters, text: understood, language: request.language };
    const ranked = (understood?.words.length ?? 0) > 0;
    const ordered = {
      ...input,
      sort: sort ?? { field: ranked ? 'relevance' : 'release_date', direction: 'desc' },
    } as const;
    const page = toPage(request.query);
    if (typed && request.customer) await search.rememberSearch(request.customer.id, typed);
    await catalogue.fresh();
    // The corrections are part of the body: "pianno" and "piano" find the same page but say different things.
    const said = corrections.map(({ from, to }) => `${from}>${to}`).join(' ');
    const key = `${wantAlbums ? 'albums' : 'tracks'} ${searchKey(ordered)} ${page.page} ${page.per} ${said}`;
    const body = await bodies.load(key, async () => {
      if (wantAlbums) {
        const found = await search.albums(ordered, page);
        return serialize({
          albums: await albums.findMany(found.ids, request.language),
          meta: pagingMeta(found.total, page),
        });
      }
      const found = await search.tracks(ordered, page);
      return serialize({
        tracks: await tracks.inOrder(found.ids, request.language),
        meta: pagingMeta(found.total, page),
        ...(corrections.length ? { corrections } : {}),
      });
    });
    // Already serialised by the route's schema: a string with a JSON content type is sent as it is.
    return (reply as FastifyReply).type('application/json; charset=utf-8').send(body);
  });

  app.get('/v1_rsm/searches/suggestions', { schema: suggestionsSchema }, async (request) => {
    const q = request.query.q.trim();
    const empty = { keywords: [], composers: [], albums: [], tracks: [], terms: [], corrections: [] };
    const [found, recent] = await Promise.all([
      q ? search.suggestions(q, request.language) : empty,
      request.customer ? search.recentSearches(request.customer.id) : [],
    ]);
    return { ...found, recent_searches: recent };
  });

  app.get('/v1_rsm/tracks/count', { schema: trackCountSchema }, async () => ({
    total_count: await search.countMainTracks(),
  }));
};
export default searchRoutes;
