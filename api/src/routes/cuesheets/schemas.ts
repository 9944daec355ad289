import { z } from 'zod';
import { albumParams, idParam } from '../../lib/ids';
import { messageSchema } from '../common-schemas';

export const CUESHEET_HEADER = [
  'Track',
  'Title',
  'Version',
  'Composers (shares)',
  'Publisher',
  'ISRC',
  'Length',
  'BPM',
] as const;

export const cuesheetSchema = {
  tags: ['downloads'],
  summary: "An album's cue sheet as CSV (RFC 4180, formula-safe); track_id limits it to one of its tracks",
  params: albumParams,
  querystring: z.object({ track_id: idParam.optional() }),
  response: {
    200: z.string().describe('text/csv, CRLF line ends, header row first'),
    401: messageSchema,
    403: messageSchema,
    404: messageSchema,
  },
};
