import { playlistTrackSummariesResponseSchema, trackListResponseSchema } from '@rsm/shared/schemas';
import { z } from 'zod';
import { bodyId, idParam, uuidParams } from '../../lib/ids';
import { pagingQuery } from '../../lib/paging';
import { queryBoolean } from '../../lib/sort';
import { fieldErrorsSchema, messageSchema, successSchema } from '../common-schemas';
import { playlists, projectResponse } from '../projects/schemas';

const trackParams = uuidParams.extend({ trackId: idParam });

export const listProjectTracksSchema = playlists.route(
  "A playlist's tracks in order, a page at a time (per, or perPage as the track tables send it) or all_tracks=true",
  {
    params: uuidParams,
    querystring: pagingQuery(50).extend({
      // No default of its own: zod would fill it in and override per.
      perPage: z.coerce.number().int().min(1).max(250).optional(),
      all_tracks: queryBoolean,
    }),
    response: { 200: trackListResponseSchema, 404: messageSchema },
  },
);

export const listProjectTrackSummariesSchema = playlists.route(
  'Every track of a playlist in order, summed up for its page: id, name, version, length, the MP3 and peaks to play, the album and its cover',
  { params: uuidParams, response: { 200: playlistTrackSummariesResponseSchema, 404: messageSchema } },
);

export const addTrackSchema = playlists.route('Add a track at the end of a playlist', {
  params: uuidParams,
  body: z.object({ id: bodyId }),
  response: { 201: projectResponse, 404: messageSchema, 422: fieldErrorsSchema },
});

export const addAlbumSchema = playlists.route(
  "Add the album's main tracks that are not in the playlist yet",
  {
    params: uuidParams,
    body: z.object({ id: bodyId }),
    response: { 201: projectResponse, 404: messageSchema },
  },
);

export const removeTrackSchema = playlists.route('Remove a track from a playlist', {
  params: trackParams,
  response: { 200: successSchema, 404: messageSchema },
});

export const sortTrackSchema = playlists.route(
  'Move a track to an absolute 0-based position in the whole playlist',
  {
    params: trackParams,
    body: z.object({ position: z.number().int().min(0).max(100_000) }),
    response: { 200: successSchema, 404: messageSchema },
  },
);
