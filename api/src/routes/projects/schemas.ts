import {
  createPlaylistBodySchema,
  playlistListResponseSchema,
  playlistSchema,
  updatePlaylistBodySchema,
} from '@rsm/shared/schemas';
import { z } from 'zod';
import { bodyId, idOrUuidParam, idParam, uuidParams } from '../../lib/ids';
import { pagingQuery } from '../../lib/paging';
import { sortQuery } from '../../lib/sort';
import { PROJECT_SORT_FIELDS } from '../../repositories/project-repository';
import { authErrorResponses, fieldErrorsSchema, messageSchema, successSchema } from '../common-schemas';
import { routeGroup } from '../route-schemas';

/** The customer's playlists ("projects" in the API) and their tracks: every route needs a signed-in customer. */
export const playlists = routeGroup('playlists', authErrorResponses);
/** The answer that carries one of the customer's playlists. */
export const projectResponse = z.object({ project: playlistSchema });
// Ids beyond int4 are a 400 here rather than a database error.
const ids = { project_category_id: bodyId, playlist_id: bodyId.optional() };

export const listProjectsSchema = playlists.route(
  "The signed-in customer's playlists, most recently changed first; q matches names",
  {
    querystring: pagingQuery(25).extend({
      sort: sortQuery(PROJECT_SORT_FIELDS, 'updated_at desc'),
      q: z.string().trim().max(120).optional(),
    }),
    response: { 200: playlistListResponseSchema },
  },
);

export const listAllProjectsSchema = playlists.route(
  "All the customer's playlists with their tracks (add-to-playlist dialog)",
  { querystring: pagingQuery(150), response: { 200: playlistListResponseSchema } },
);

export const getProjectSchema = playlists.route(
  "One of the signed-in customer's playlists, by uuid or by numeric id",
  { params: z.object({ uuid: idOrUuidParam }), response: { 200: projectResponse, 404: messageSchema } },
);

export const createProjectSchema = playlists.route(
  'Create a playlist in a folder; playlist_id copies the tracks of another of your playlists',
  {
    body: z.object({ ...createPlaylistBodySchema.shape, ...ids }),
    response: { 201: projectResponse, 404: messageSchema, 422: fieldErrorsSchema },
  },
);

export const updateProjectSchema = playlists.route('Rename a playlist or move it to another folder', {
  params: uuidParams,
  body: z.object({ ...updatePlaylistBodySchema.shape, project_category_id: ids.project_category_id }),
  response: { 200: projectResponse, 404: messageSchema, 422: fieldErrorsSchema },
});

export const deleteProjectSchema = playlists.route('Delete a playlist', {
  params: uuidParams,
  response: { 200: successSchema, 404: messageSchema },
});

export const createFromAlbumSchema = playlists.route(
  "A new playlist in the Default folder with the album's main tracks",
  { querystring: z.object({ album_id: idParam }), response: { 201: projectResponse, 404: messageSchema } },
);
