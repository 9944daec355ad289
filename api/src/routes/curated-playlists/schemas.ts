import {
  curatedPlaylistPageResponseSchema,
  curatedPlaylistResponseSchema,
  curatedPlaylistsResponseSchema,
} from '@rsm/shared/schemas';
import { idParams } from '../../lib/ids';
import { pagingQuery } from '../../lib/paging';
import { routeGroup } from '../route-schemas';

const curatedPlaylists = routeGroup('curated playlists');

export const homepagePlaylistsSchema = curatedPlaylists.read(
  'The curated playlists featured on the homepage',
  curatedPlaylistsResponseSchema,
);

export const listPlaylistsSchema = curatedPlaylists.route("The editors' public playlists", {
  querystring: pagingQuery(48),
  response: { 200: curatedPlaylistPageResponseSchema },
});

export const { record: getPlaylistSchema, tracks: listPlaylistTracksSchema } =
  curatedPlaylists.recordWithTracks(idParams, curatedPlaylistResponseSchema, {
    record: 'One curated playlist',
    tracks: "A curated playlist's tracks in order (the Track shape of the catalogue)",
  });
