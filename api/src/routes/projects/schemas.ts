import { playlistListResponseSchema, playlistSchema } from '@rsm/shared/schemas';
import { z } from 'zod';
import { uuidParam } from '../../lib/ids';
import { pagingQuery } from '../../lib/paging';
import { authErrorResponses, messageSchema } from '../common-schemas';

export const listProjectsSchema = {
  tags: ['playlists'],
  summary: "The signed-in customer's playlists, most recently changed first",
  querystring: pagingQuery(25),
  response: { 200: playlistListResponseSchema, ...authErrorResponses },
};

export const getProjectSchema = {
  tags: ['playlists'],
  summary: "One of the signed-in customer's playlists",
  params: z.object({ uuid: uuidParam }),
  response: { 200: z.object({ project: playlistSchema }), 404: messageSchema, ...authErrorResponses },
};
