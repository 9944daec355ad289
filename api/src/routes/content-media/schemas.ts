import { z } from 'zod';
import { idParams } from '../../lib/ids';
import { messageSchema } from '../common-schemas';

export const contentImageSchema = {
  tags: ['media'],
  params: idParams,
  response: { 200: z.any().describe('An SVG image'), 404: messageSchema },
};
