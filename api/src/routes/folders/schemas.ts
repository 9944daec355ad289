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

const tags = ['folders'];
const folderResponse = z.object({ project_category: folderSchema });

export const listFoldersSchema = {
  tags,
  summary: "The customer's folders with their playlists; q matches folder or playlist names",
  querystring: pagingQuery(20).extend({
    sort: sortQuery(FOLDER_SORT_FIELDS, 'default desc'),
    q: z.string().trim().max(120).optional(),
    only_categories: queryBoolean,
  }),
  response: { 200: folderListResponseSchema, ...authErrorResponses },
};

export const listFolderNamesSchema = {
  tags,
  summary: 'Every folder as {id, name}, default first (pickers)',
  querystring: pagingQuery(100),
  response: { 200: folderNamesResponseSchema, ...authErrorResponses },
};

export const createFolderSchema = {
  tags,
  summary: 'Create a folder',
  body: createFolderBodySchema,
  response: { 201: folderResponse, ...authErrorResponses },
};

export const renameFolderSchema = {
  tags,
  summary: 'Rename a folder',
  params: idParams,
  body: createFolderBodySchema,
  response: { 200: folderResponse, 404: messageSchema, ...authErrorResponses },
};

export const deleteFolderSchema = {
  tags,
  summary: 'Delete a folder; its playlists move to the Default folder, which cannot be deleted',
  params: idParams,
  response: { 200: successSchema, 404: messageSchema, 422: messageSchema, ...authErrorResponses },
};
