import { z } from 'zod';
import { idParam } from '../../lib/ids';
import { messageSchema } from '../common-schemas';

export const contentImageSchema = {
  tags: ['media'],
  params: z.object({ id: idParam }),
  response: { 200: z.any().describe('An SVG image'), 404: messageSchema },
};
