import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentImageSchema } from './schemas';

// Generated images never change under the same path.
const CACHE_CONTROL = 'public, max-age=86400';

/** The generated homepage images (banners, client logos, curated playlist covers); paths come from the database. */
const contentMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { contentMedia } = app.repos;
  const image = (url: string, summary: string, find: (id: number) => Promise<string | null>) =>
    app.get(url, { schema: { ...contentImageSchema, summary } }, async (request, reply) => {
      const path = await find(request.params.id);
      if (!path) return reply.code(404).send({ message: 'Image not found' });
      return reply.header('cache-control', CACHE_CONTROL).sendFile(path);
    });

  image('/media/banners/:id/image.svg', 'Homepage banner image', contentMedia.bannerImage);
  image('/media/trusted-bies/:id/logo.svg', 'Client logo', contentMedia.trustedByLogo);
  image(
    '/media/curated-playlists/:id/cover.svg',
    'Curated playlist cover',
    contentMedia.curatedPlaylistCover,
  );
};
export default contentMediaRoutes;
