import { createPageFirstPaint, createPagePicture } from '@rsm/shared/first-paint';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { firstPaintSchema } from './schemas';

/**
 * The first paint of the site's pages, which the gateway includes into the host's static page (deploy/nginx): read
 * from this API's own answers (the home page's banners, the first albums, a track), in process, each kept a minute.
 */
const firstPaintRoutes: FastifyPluginAsyncZod = async (app) => {
  const firstPaint = createPageFirstPaint({
    apiUrl: '',
    pagePicture: createPagePicture({
      fetchJson: async (url) => {
        const answer = await app.inject({ method: 'GET', url });
        if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode}`);
        return answer.json();
      },
    }),
  });

  app.get('/v2/site/first_paint/:part', { schema: firstPaintSchema }, async (request, reply) => {
    // The page's own query string is the rest of this one (/search?q[text][]=piano).
    const query = new URLSearchParams(request.url.slice(request.url.indexOf('?') + 1));
    query.delete('path');
    const paint = await firstPaint(request.query.path, `?${query.toString()}`);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(paint[request.params.part]);
  });
};
export default firstPaintRoutes;
