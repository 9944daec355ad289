import { z } from 'zod';
import { idParam } from '../../lib/ids';
import { messageSchema } from '../common-schemas';

const fileResponses = {
  200: z.any().describe('The file; supports Range requests (206, 416)'),
  404: messageSchema,
};

export const trackFileSchema = {
  tags: ['media'],
  summary:
    'Stream the preview mp3 (anyone) or download the licensed wav/aiff (a customer allowed to download; ' +
    'recorded as a download); HTTP Range for seeking',
  params: z.object({ trackId: idParam, format: z.enum(['mp3', 'wav', 'aiff']) }),
  response: { ...fileResponses, 401: messageSchema, 403: messageSchema },
};

export const trackPeaksSchema = {
  tags: ['media'],
  summary: 'Waveform peaks of a track: a JSON array of 200 numbers in 0..1',
  params: z.object({ trackId: idParam }),
  response: fileResponses,
};

export const albumFileSchema = {
  tags: ['media'],
  params: z.object({ albumId: idParam }),
  response: fileResponses,
};
