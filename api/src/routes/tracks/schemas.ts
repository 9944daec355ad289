import { trackResponseSchema, trackSchema } from '@rsm/shared/schemas';
import { z } from 'zod';
import { idParam } from '../../lib/ids';
import { messageSchema } from '../common-schemas';

const trackParams = z.object({ id: idParam });

export const getTrackSchema = {
  tags: ['tracks'],
  summary: 'One track (main or alternate)',
  params: trackParams,
  response: { 200: trackResponseSchema, 404: messageSchema },
};

export const listAlternativesSchema = {
  tags: ['tracks'],
  summary: 'The alternates of a track: edits, underscore, stems',
  params: trackParams,
  response: { 200: z.object({ tracks: z.array(trackSchema) }), 404: messageSchema },
};
