import {
  curatedPlaylistPageResponseSchema,
  curatedPlaylistResponseSchema,
  curatedPlaylistsResponseSchema,
  trackListResponseSchema,
} from '@rsm/shared/schemas';
import { idParams } from '../../lib/ids';
import { pagingQuery } from '../../lib/paging';
import { messageSchema } from '../common-schemas';

export const homepagePlaylistsSchema = {
  tags: ['curated playlists'],
  summary: 'The curated playlists featured on the homepage',
  response: { 200: curatedPlaylistsResponseSchema },
};

export const listPlaylistsSchema = {
  tags: ['curated playlists'],
  summary: "The editors' public playlists",
  querystring: pagingQuery(48),
  response: { 200: curatedPlaylistPageResponseSchema },
};

export const getPlaylistSchema = {
  tags: ['curated playlists'],
  summary: 'One curated playlist',
  params: idParams,
  response: { 200: curatedPlaylistResponseSchema, 404: messageSchema },
};

export const listPlaylistTracksSchema = {
  tags: ['curated playlists'],
  summary: "A curated playlist's tracks in order (the Track shape of the catalogue)",
  params: idParams,
  querystring: pagingQuery(50),
  response: { 200: trackListResponseSchema, 404: messageSchema },
};
