import { trackResponseSchema, trackSchema } from '@rsm/shared/schemas';
import { z } from 'zod';
import { idParams } from '../../lib/ids';
import { routeGroup } from '../route-schemas';

const tracks = routeGroup('tracks');

export const getTrackSchema = tracks.found('One track (main or alternate)', idParams, trackResponseSchema);

export const listAlternativesSchema = tracks.found(
  'The alternates of a track: edits, underscore, stems',
  idParams,
  z.object({ tracks: z.array(trackSchema) }),
);
