import { z } from 'zod';

export const firstPaintSchema = {
  tags: ['site'],
  summary:
    "A page's first paint as HTML, for the gateway to include into the host's page: the preload of the picture " +
    'the page leads with (head), that picture or a search’s heading (body); empty for other pages',
  params: z.object({ part: z.enum(['head', 'body']) }),
  querystring: z.object({
    path: z
      .string()
      .regex(/^\//, 'starts with /')
      .max(2000)
      .describe("the page's address, e.g. /tracks/12; the page's own query follows"),
  }),
  response: { 200: z.string().describe('text/html, a fragment') },
};
