import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagingMeta, toPage } from '../../lib/paging';
import { LOOKUP_TABLES } from '../../repositories/lookup-repository';
import { ALBUM_NOT_FOUND } from '../common-schemas';
import {
  composersSchema,
  keywordsSchema,
  labelAlbumsSchema,
  labelSchemaRoute,
  labelsSchema,
  lookupListSchema,
  similarAlbumsSchema,
} from './schemas';

const LABEL_NOT_FOUND = { message: 'Label not found' };
const SIMILAR_ALBUMS = 8;

/** Lists behind the search form, pickers and catalogue pages. */
const lookupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { lookups, albums } = app.repos;

  for (const table of LOOKUP_TABLES) {
    app.get(`/v1/${table}`, { schema: lookupListSchema(table) }, async (request) => ({
      [table]: await lookups.list(table, request.language),
    }));
  }

  app.get('/v2/composers', { schema: composersSchema }, async (request) => {
    const page = toPage(request.query);
    const { composers, total } = await lookups.composers(request.query.q, page);
    return { composers, meta: pagingMeta(total, page) };
  });

  app.get('/v2/keywords', { schema: keywordsSchema }, async (request) => {
    const page = toPage(request.query);
    const { keywords, total } = await lookups.keywords(request.query.q, page, request.language);
    return { keywords, meta: pagingMeta(total, page) };
  });

  app.get('/v1/labels', { schema: labelsSchema }, async () => ({ labels: await lookups.labels() }));

  app.get('/v1/labels/:id', { schema: labelSchemaRoute }, async (request, reply) => {
    const label = await lookups.label(request.params.id);
    return label ? { label } : reply.code(404).send(LABEL_NOT_FOUND);
  });

  app.get('/v2/labels/:id/albums', { schema: labelAlbumsSchema }, async (request, reply) => {
    if (!(await lookups.label(request.params.id))) return reply.code(404).send(LABEL_NOT_FOUND);
    const page = toPage(request.query);
    const { ids, total } = await lookups.labelAlbumIds(request.params.id, page);
    return { albums: await albums.findMany(ids, request.language), meta: pagingMeta(total, page) };
  });

  app.get('/v2/albums/:id/similar', { schema: similarAlbumsSchema }, async (request, reply) => {
    const albumId = await albums.resolveId(request.params.id);
    if (albumId === null) return reply.code(404).send(ALBUM_NOT_FOUND);
    const ids = await lookups.similarAlbumIds(albumId, SIMILAR_ALBUMS);
    return { albums: await albums.findMany(ids, request.language) };
  });
};
export default lookupRoutes;
