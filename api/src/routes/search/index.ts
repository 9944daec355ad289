import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { anyPartOf, hasWords } from '../../lib/text-query';
import { pagingMeta, toPage } from '../../lib/paging';
import { keptBodies } from '../kept-bodies';
import { briefFilters, interpretationOf } from '../../repositories/search-brief';
import { nearestTerms } from '../../repositories/search-nearest';
import { searchKey, type SearchInput } from '../../repositories/search-repository';
import { searchFacetsSchema, searchTracksSchema, suggestionsSchema, trackCountSchema } from './schemas';

const SEARCH_URL = '/v1_rsm/tracks/search';
/** The bar's count stops here: "piano (1,000+)" says enough while typing, and a prefix is counted in a few ms. */
const SUGGESTIONS_COUNTED = 1000;

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { search, searchReading: reading, suggestions, albums, tracks, catalogue } = app.repos;
  // A page of results is the same for everyone until the catalogue changes: kept as the JSON sent. A page of 20
  // tracks is ~30 KB, counted against the caches' shared byte budget.
  const bodies = keptBodies(catalogue, searchTracksSchema.response[200], SEARCH_URL);

  /** A search run as asked, then — when its text's parts find nothing together — run again part by part. */
  const byParts = async <T>(
    input: SearchInput,
    run: (input: SearchInput) => Promise<T>,
    total: (found: T) => number,
  ): Promise<{ found: T; partial: boolean }> => {
    const found = await run(input);
    const parts = total(found) === 0 ? anyPartOf(input.text) : null;
    if (!parts) return { found, partial: false };
    const partly = await run({ ...input, text: parts });
    return total(partly) > 0 ? { found: partly, partial: true } : { found, partial: false };
  };
  const totalOf = (found: { total: number }) => found.total;

  app.get(SEARCH_URL, { schema: searchTracksSchema }, async (request, reply) => {
    const { q: filters, sort, albums: wantAlbums } = request.query;
    const typed = (filters.text ?? []).join(' ').trim();
    const brief = await reading.understand(typed);
    const { text: understood, corrections } = brief;
    const terms = await reading.catalogueTerms();
    const input = {
      filters: { ...filters, ...briefFilters(brief, terms, request.language, filters) },
      text: understood,
      language: request.language,
    };
    const interpretation = interpretationOf(brief, terms, request.language);
    const ranked = hasWords(understood);
    const ordered = {
      ...input,
      sort: sort ?? { field: ranked ? 'relevance' : 'release_date', direction: 'desc' },
    } as const;
    const page = toPage(request.query);
    if (typed && request.customer) await suggestions.rememberSearch(request.customer.id, typed);
    // The corrections are part of the body: "pianno" and "piano" find the same page but say different things.
    const said = JSON.stringify([corrections, interpretation]);
    const key = `${wantAlbums ? 'albums' : 'tracks'} ${searchKey(ordered)} ${page.page} ${page.per} ${said}`;
    return bodies.send(reply as FastifyReply, key, async () => {
      // A text whose parts find nothing together finds what matches some of them, and says so ("partial").
      if (wantAlbums) {
        const { found } = await byParts(ordered, (input) => search.albums(input, page), totalOf);
        return {
          albums: await albums.findMany(found.ids, request.language),
          meta: pagingMeta(found.total, page),
        };
      }
      const { found, partial } = await byParts(ordered, (input) => search.tracks(input, page), totalOf);
      const nearest = found.total === 0 && typed ? nearestTerms(brief, terms, request.language) : [];
      return {
        tracks: await tracks.inOrder(found.ids, request.language),
        meta: pagingMeta(found.total, page),
        ...(partial ? { partial } : {}),
        ...(corrections.length ? { corrections } : {}),
        ...(interpretation ? { interpretation } : {}),
        ...(nearest.length ? { nearest } : {}),
      };
    });
  });

  app.get('/v1_rsm/searches/suggestions', { schema: suggestionsSchema }, async (request) => {
    const q = request.query.q.trim();
    const { language } = request;
    const recent = request.customer ? suggestions.recentSearches(request.customer.id) : Promise.resolve([]);
    if (!q) {
      const empty = { keywords: [], composers: [], albums: [], tracks: [], terms: [], corrections: [] };
      return { ...empty, total_count: 0, recent_searches: await recent };
    }
    // What Enter on the bar would find: the same reading and filters as the search page. A text that reads as
    // nothing to search for ("%", "music for a") finds nothing worth submitting.
    const whatEnterFinds = async () => {
      const [brief, terms] = await Promise.all([reading.understand(q), reading.catalogueTerms()]);
      const added = briefFilters(brief, terms, language, {});
      const counted =
        brief.text === null && !added.vocals && !added.exclude
          ? 0
          : (
              await byParts(
                {
                  filters: { text: [q], ...added },
                  text: brief.text,
                  language,
                  sort: { field: 'release_date', direction: 'desc' },
                },
                (input) => search.count(input, SUGGESTIONS_COUNTED),
                (count) => count,
              )
            ).found;
      return { counted, interpretation: interpretationOf(brief, terms, language) };
    };
    // The suggestion groups (from the words as typed) and that count (from the brief's reading) side by side.
    const [groups, { counted, interpretation }] = await Promise.all([
      suggestions.find(q, language),
      whatEnterFinds(),
    ]);
    return {
      ...groups,
      ...(interpretation ? { interpretation } : {}),
      total_count: Math.min(counted, SUGGESTIONS_COUNTED),
      ...(counted > SUGGESTIONS_COUNTED ? { total_capped: true } : {}),
      recent_searches: await recent,
    };
  });

  app.get(`${SEARCH_URL}/facets`, { schema: searchFacetsSchema }, async (request) => {
    const { q: filters } = request.query;
    const { language } = request;
    const brief = await reading.understand((filters.text ?? []).join(' ').trim());
    const terms = await reading.catalogueTerms();
    const asked = {
      filters: { ...filters, ...briefFilters(brief, terms, language, filters) },
      text: brief.text,
      language,
      sort: { field: 'release_date', direction: 'desc' } as const,
    };
    return (
      await byParts(
        asked,
        (input) => search.facets(input),
        (facets) => facets.total_count,
      )
    ).found;
  });

  app.get('/v1_rsm/tracks/count', { schema: trackCountSchema }, async () => ({
    total_count: await search.countMainTracks(),
  }));
};
export default searchRoutes;
