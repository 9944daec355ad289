import type { ImageFormat } from '@rsm/shared/schemas';
import { relative } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pictureVersion, type PictureKind } from '../../lib/image-variants';
import { CONTENT_TYPES, pictureRenderer } from './picture-renderer';
import { pictureVariantSchema } from './schemas';

export interface PictureVariantOptions {
  /** Folder the stored picture paths are relative to. */
  mediaDir: string;
  /** Where rendered variants are kept between requests and restarts. */
  cacheDir: string;
}

// The version in the address names one rendering of one stored picture, so a browser or CDN may keep it for good.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Raster variants of covers and banners at the widths `srcset` asks for (shared `IMAGE_WIDTHS`). */
const pictureVariantRoutes: FastifyPluginAsyncZod<PictureVariantOptions> = async (app, options) => {
  const { media, contentMedia } = app.repos;
  const storedPath: Record<PictureKind, (id: number) => Promise<string | null>> = {
    albums: media.albumCover,
    banners: contentMedia.bannerImage,
    'curated-playlists': contentMedia.curatedPlaylistCover,
  };
  const renderer = pictureRenderer(options);

  app.get(
    '/images/:kind/:id/:version/:width.:format',
    { schema: pictureVariantSchema },
    async (request, reply) => {
      const { kind, id, version, width, format } = request.params;
      const path = await storedPath[kind](id);
      if (!path) return reply.code(404).send({ message: 'Image not found' });
      // An old version's address must not be answered with the new picture under an immutable header.
      if (pictureVersion(path) !== version)
        return reply.code(404).send({ message: 'Image version not found' });
      const { file } = await renderer.variant(path, width, format as ImageFormat, request.ip);
      return reply
        .header('cache-control', IMMUTABLE)
        .type(CONTENT_TYPES[format])
        .sendFile(relative(options.cacheDir, file), options.cacheDir, {
          maxAge: 31_536_000_000,
          immutable: true,
        });
    },
  );
};
export default pictureVariantRoutes;
