import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagingMeta, toPage } from '../../lib/paging';
import { requireCustomer } from '../../plugins/auth';
import type { SaveResult } from '../../repositories/project-repository';
import { ALBUM_NOT_FOUND, PLAYLIST_NOT_FOUND } from '../common-schemas';
import {
  createFromAlbumSchema,
  createProjectSchema,
  deleteProjectSchema,
  getProjectSchema,
  listAllProjectsSchema,
  listProjectsSchema,
  updateProjectSchema,
} from './schemas';

const NAME_TAKEN = { errors: { name: ['has already been taken'] }, message: 'Name has already been taken' };
const FAILURES = {
  'name-taken': [422, NAME_TAKEN],
  'folder-not-found': [404, { message: 'Folder not found' }],
  'not-found': [404, PLAYLIST_NOT_FOUND],
} as const;

const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireCustomer);
  const { projects } = app.repos;
  /** The saved playlist, or the failure's status and body. */
  const answer = async (customerId: number, result: SaveResult) => {
    if (typeof result === 'string') return { failure: FAILURES[result] };
    return { project: (await projects.findForCustomer(customerId, result.uuid))! };
  };

  app.get('/v1_rsm/projects', { schema: listProjectsSchema }, async (request) => {
    const page = toPage(request.query);
    const { sort, q } = request.query;
    const { projects: found, total } = await projects.listForCustomer(request.customer!.id, page, {
      sort,
      q,
    });
    return { projects: found, meta: pagingMeta(total, page) };
  });

  app.get('/v2/projects', { schema: listAllProjectsSchema }, async (request) => {
    const page = toPage(request.query);
    const { projects: found, total } = await projects.listForCustomer(request.customer!.id, page);
    return { projects: found, meta: pagingMeta(total, page) };
  });

  app.get('/v1_rsm/projects/:uuid', { schema: getProjectSchema }, async (request, reply) => {
    // Scoped by owner: another customer's playlist is a 404, not a 403, so uuids reveal nothing.
    const key = request.params.uuid;
    const project =
      'id' in key
        ? await projects.findOwnedById(request.customer!.id, key.id)
        : await projects.findForCustomer(request.customer!.id, key.uuid);
    return project ? { project } : reply.code(404).send(PLAYLIST_NOT_FOUND);
  });

  app.post('/v2/projects', { schema: createProjectSchema }, async (request, reply) => {
    const customerId = request.customer!.id;
    const { name, project_category_id: folderId, playlist_id: copyFromId } = request.body;
    // playlist_id names one of the customer's own playlists (by id) to copy tracks from.
    if (copyFromId && !(await projects.findOwnedById(customerId, copyFromId)))
      return reply.code(404).send(PLAYLIST_NOT_FOUND);
    const saved = await answer(customerId, await projects.create(customerId, { name, folderId, copyFromId }));
    if (saved.failure) return reply.code(saved.failure[0]).send(saved.failure[1]);
    return reply.code(201).send({ project: saved.project });
  });

  app.put('/v2/projects/:uuid', { schema: updateProjectSchema }, async (request, reply) => {
    const customerId = request.customer!.id;
    const input = { name: request.body.name, folderId: request.body.project_category_id };
    const saved = await answer(customerId, await projects.update(customerId, request.params.uuid, input));
    if (saved.failure) return reply.code(saved.failure[0]).send(saved.failure[1]);
    return { project: saved.project };
  });

  app.delete('/v2/projects/:uuid', { schema: deleteProjectSchema }, async (request, reply) => {
    const removed = await projects.remove(request.customer!.id, request.params.uuid);
    return removed ? { success: true as const } : reply.code(404).send(PLAYLIST_NOT_FOUND);
  });

  app.post(
    '/v1_rsm/projects/create_from_album',
    { schema: createFromAlbumSchema },
    async (request, reply) => {
      const album = await app.repos.albums.find({ id: request.query.album_id }, request.language);
      if (!album) return reply.code(404).send(ALBUM_NOT_FOUND);
      const customerId = request.customer!.id;
      const uuid = await projects.copyToDefaultFolder(customerId, album.name, { albumId: album.id });
      return reply.code(201).send({ project: (await projects.findForCustomer(customerId, uuid))! });
    },
  );
};
export default projectRoutes;
