import { albumListResponseSchema, albumResponseSchema } from '@rsm/shared/schemas';
import { z } from 'zod';
import { albumParams } from '../../lib/ids';
import { pagingQuery } from '../../lib/paging';
import type { AlbumSort } from '../../repositories/album-repository';
import { routeGroup } from '../route-schemas';

const albums = routeGroup('albums');

const SORTS = [
  'release_date desc',
  'release_date asc',
  'name asc',
  'name desc',
  'created_at desc',
  'created_at asc',
] as const;

export const listAlbumsSchema = albums.route('Albums, newest release first by default', {
  querystring: pagingQuery(48).extend({
    sort: z
      .enum(SORTS)
      .default('release_date desc')
      .transform((value): AlbumSort => {
        const [field, direction] = value.split(' ') as [AlbumSort['field'], AlbumSort['direction']];
        return { field, direction };
      }),
  }),
  response: { 200: albumListResponseSchema },
});

export const { record: getAlbumSchema, tracks: listAlbumTracksSchema } = albums.recordWithTracks(
  albumParams,
  albumResponseSchema,
  {
    record: 'One album by numeric id or uuid',
    tracks: "The album's main tracks in order, each with its count of alternates",
  },
);
