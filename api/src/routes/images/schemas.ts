import { IMAGE_FORMATS, IMAGE_WIDTHS } from '@rsm/shared/schemas';
import { z } from 'zod';
import { PICTURE_KINDS } from '../../lib/image-variants';
import { idParam } from '../../lib/ids';
import { messageSchema } from '../common-schemas';

export const pictureVariantSchema = {
  tags: ['media'],
  summary:
    'A cover or banner as a raster picture of a given width (AVIF or WebP), rendered on first request and cached ' +
    'for good: the version in the address changes when the picture does',
  params: z.object({
    kind: z.enum(PICTURE_KINDS),
    id: idParam,
    version: z.string().regex(/^[0-9a-f]{12}$/, 'Unknown picture version'),
    width: z.coerce
      .number()
      .int()
      .refine((width) => (IMAGE_WIDTHS as readonly number[]).includes(width), {
        message: `Width must be one of ${IMAGE_WIDTHS.join(', ')}`,
      }),
    format: z.enum(IMAGE_FORMATS),
  }),
  response: { 200: z.any().describe('An AVIF or WebP picture'), 404: messageSchema },
};
