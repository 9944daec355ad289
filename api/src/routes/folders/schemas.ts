import {
  createFolderBodySchema,
  folderListResponseSchema,
  folderNamesResponseSchema,
  folderSchema,
} from '@rsm/shared/schemas';
import { z } from 'zod';
import { idParams } from '../../lib/ids';
import { pagingQuery } from '../../lib/paging';
import { queryBoolean, sortQuery } from '../../lib/sort';
import { FOLDER_SORT_FIELDS } from '../../repositories/folder-repository';
import { authErrorResponses, messageSchema, successSchema } from '../common-schemas';
import { routeGroup } from '../route-schemas';

const folders = routeGroup('folders', authErrorResponses);
const folderResponse = z.object({ project_category: folderSchema });

export const listFoldersSchema = folders.route(
  "The customer's folders with their playlists; q matches folder or playlist names",
  {
    querystring: pagingQuery(20).extend({
      sort: sortQuery(FOLDER_SORT_FIELDS, 'default desc'),
      q: z.string().trim().max(120).optional(),
      only_categories: queryBoolean,
    }),
    response: { 200: folderListResponseSchema },
  },
);

export const listFolderNamesSchema = folders.route('Every folder as {id, name}, default first (pickers)', {
  querystring: pagingQuery(100),
  response: { 200: folderNamesResponseSchema },
});

export const createFolderSchema = folders.route('Create a folder', {
  body: createFolderBodySchema,
  response: { 201: folderResponse },
});

export const renameFolderSchema = folders.route('Rename a folder', {
  params: idParams,
  body: createFolderBodySchema,
  response: { 200: folderResponse, 404: messageSchema },
});

export const deleteFolderSchema = folders.route(
  'Delete a folder; its playlists move to the Default folder, which cannot be deleted',
  { params: idParams, response: { 200: successSchema, 404: messageSchema, 422: messageSchema } },
);
