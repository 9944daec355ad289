import { trackResponseSchema, trackSchema } from '@rsm/shared/schemas';
import { z } from 'zod';
import { idParams } from '../../lib/ids';
import { messageSchema } from '../common-schemas';

export const getTrackSchema = {
  tags: ['tracks'],
  summary: 'One track (main or alternate)',
  params: idParams,
  response: { 200: trackResponseSchema, 404: messageSchema },
};

export const listAlternativesSchema = {
  tags: ['tracks'],
  summary: 'The alternates of a track: edits, underscore, stems',
  params: idParams,
  response: { 200: z.object({ tracks: z.array(trackSchema) }), 404: messageSchema },
};
