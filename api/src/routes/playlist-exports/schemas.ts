import { z } from 'zod';
import { idParam, uuidParam } from '../../lib/ids';
import { authErrorResponses, messageSchema } from '../common-schemas';

const tags = ['downloads'];
const format = z.enum(['csv', 'pdf']);
const documentResponses = {
  200: z.any().describe('text/csv (RFC 4180, formula-safe, CRLF) or application/pdf, as an attachment'),
  404: messageSchema,
};

export const projectExportSchema = {
  tags,
  summary:
    "A playlist's track list as CSV or PDF (#, title, version, album, composers, BPM, length): its owner, or anyone with a share token of that playlist",
  params: z.object({ uuid: uuidParam, format }),
  querystring: z.object({ token: z.string().min(1).max(200).optional() }),
  response: { ...documentResponses, ...authErrorResponses },
};

export const curatedExportSchema = {
  tags,
  summary: "A curated playlist's track list as CSV or PDF (public, like the playlist)",
  params: z.object({ id: idParam, format }),
  response: documentResponses,
};
