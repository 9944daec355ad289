import { trackResponseSchema, trackSchema } from '@rsm/shared/schemas';
import { z } from 'zod';
import { idParams } from '../../lib/ids';
import { foundResponses } from '../common-schemas';

const tags = ['tracks'];

export const getTrackSchema = {
  tags,
  summary: 'One track (main or alternate)',
  params: idParams,
  response: foundResponses(trackResponseSchema),
};

export const listAlternativesSchema = {
  tags,
  summary: 'The alternates of a track: edits, underscore, stems',
  params: idParams,
  response: foundResponses(z.object({ tracks: z.array(trackSchema) })),
};
