import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagingMeta, toPage } from '../../lib/paging';
import { requireCustomer } from '../../plugins/auth';
import {
  createFolderSchema,
  deleteFolderSchema,
  listFolderNamesSchema,
  listFoldersSchema,
  renameFolderSchema,
} from './schemas';

const FOLDER_NOT_FOUND = { message: 'Folder not found' };

/** Folders, "project categories" in the API's paths; another customer's folder answers 404. */
const folderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireCustomer);
  const { folders } = app.repos;

  app.get('/v1_rsm/project_categories', { schema: listFoldersSchema }, async (request) => {
    const { sort, q, only_categories: onlyCategories } = request.query;
    const page = toPage(request.query);
    const found = await folders.list(request.customer!.id, page, { sort, q, onlyCategories });
    return { project_categories: found.folders, meta: pagingMeta(found.total, page) };
  });

  app.get('/v2/project_categories', { schema: listFolderNamesSchema }, async (request) => ({
    project_categories: await folders.listNames(request.customer!.id, toPage(request.query)),
  }));

  app.post('/v2/project_categories', { schema: createFolderSchema }, async (request, reply) => {
    const folder = await folders.create(request.customer!.id, request.body.name);
    return reply.code(201).send({ project_category: folder });
  });

  app.put('/v2/project_categories/:id', { schema: renameFolderSchema }, async (request, reply) => {
    const folder = await folders.rename(request.customer!.id, request.params.id, request.body.name);
    return folder ? { project_category: folder } : reply.code(404).send(FOLDER_NOT_FOUND);
  });

  app.delete('/v2/project_categories/:id', { schema: deleteFolderSchema }, async (request, reply) => {
    const result = await folders.remove(request.customer!.id, request.params.id);
    if (result === 'not-found') return reply.code(404).send(FOLDER_NOT_FOUND);
    if (result === 'default')
      return reply.code(422).send({ message: 'The Default folder cannot be deleted' });
    return { success: true as const };
  });
};
export default folderRoutes;
