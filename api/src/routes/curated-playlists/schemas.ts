import {
  curatedPlaylistPageResponseSchema,
  curatedPlaylistResponseSchema,
  curatedPlaylistsResponseSchema,
} from '@rsm/shared/schemas';
import { idParams } from '../../lib/ids';
import { pagingQuery } from '../../lib/paging';
import { foundResponses, recordTracksPage } from '../common-schemas';

const tags = ['curated playlists'];

export const homepagePlaylistsSchema = {
  tags,
  summary: 'The curated playlists featured on the homepage',
  response: { 200: curatedPlaylistsResponseSchema },
};

export const listPlaylistsSchema = {
  tags,
  summary: "The editors' public playlists",
  querystring: pagingQuery(48),
  response: { 200: curatedPlaylistPageResponseSchema },
};

export const getPlaylistSchema = {
  tags,
  summary: 'One curated playlist',
  params: idParams,
  response: foundResponses(curatedPlaylistResponseSchema),
};

export const listPlaylistTracksSchema = {
  tags,
  summary: "A curated playlist's tracks in order (the Track shape of the catalogue)",
  params: idParams,
  ...recordTracksPage,
};
