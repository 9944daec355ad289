import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  albumListResponseSchema,
  bannerListResponseSchema,
  curatedPlaylistsResponseSchema,
  imageVariantUrl,
} from '@rsm/shared/schemas';
import sharp from 'sharp';
import { setUpTestApp } from '../../../test/helper';

describe('picture variants', () => {
  let cacheDir: string;
  beforeAll(async () => {
    cacheDir = await mkdtemp(join(tmpdir(), 'rsm-images-'));
  });
  const ctx = setUpTestApp(() => ({ imageCacheDir: cacheDir }));
  afterAll(() => rm(cacheDir, { recursive: true, force: true }));
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const path = (url: string) => new URL(url).pathname;

  async function firstAlbumVariants(): Promise<string> {
    const { albums } = albumListResponseSchema.parse((await get('/v1_rsm/albums?per=1')).json());
    return albums[0]!.cover.variants!;
  }

  it('renders an album cover at the asked width as AVIF and WebP, cached for good', async () => {
    const variants = await firstAlbumVariants();
    expect(variants).toMatch(
      /^http:\/\/api\.test\/images\/albums\/\d+\/[0-9a-f]{12}\/\{width\}\.\{format\}$/,
    );
    for (const [format, type] of [
      ['avif', 'image/avif'],
      ['webp', 'image/webp'],
    ] as const) {
      const response = await get(path(imageVariantUrl(variants, 320, format)));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const { width, format: decoded } = await sharp(response.rawPayload).metadata();
      expect(width).toBe(320);
      expect(decoded).toBe(format === 'avif' ? 'heif' : 'webp');
    }
  });

  it('keeps a rendered variant on disk and answers the same bytes from it', async () => {
    const url = path(imageVariantUrl(await firstAlbumVariants(), 160, 'webp'));
    const first = await get(url);
    const files = await readdir(cacheDir, { recursive: true });
    expect(files.some((file) => String(file).endsWith('160.webp'))).toBe(true);
    const second = await get(url);
    expect(second.rawPayload.toString('base64')).toBe(first.rawPayload.toString('base64'));
  });

  it('gives banners and curated playlist covers variants too', async () => {
    const { banners } = bannerListResponseSchema.parse((await get('/v2/homepage/banners')).json());
    const banner = await get(path(imageVariantUrl(banners[0]!.image.variants!, 640, 'webp')));
    expect(banner.statusCode).toBe(200);
    expect((await sharp(banner.rawPayload).metadata()).width).toBe(640);
    const { playlists } = curatedPlaylistsResponseSchema.parse(
      (await get('/v1_rsm/homepage/curated_playlists')).json(),
    );
    const cover = await get(path(imageVariantUrl(playlists[0]!.cover.variants!, 160, 'avif')));
    expect(cover.statusCode).toBe(200);
  });

  it('answers a width outside the list, an unknown format or kind with 422 and a message', async () => {
    const variants = await firstAlbumVariants();
    const width = await get(path(variants.replace('{width}', '333').replace('{format}', 'webp')));
    expect(width.statusCode).toBe(422);
    expect(width.body).toContain('Width must be one of 160, 320');
    expect((await get(path(variants.replace('{width}', '320').replace('{format}', 'gif')))).statusCode).toBe(
      422,
    );
    expect((await get('/images/logos/1/0123456789ab/320.webp')).statusCode).toBe(422);
  });

  it('answers an unknown picture or an old version with 404, never another picture', async () => {
    expect((await get('/images/albums/99999/0123456789ab/320.webp')).json()).toMatchObject({
      message: 'Image not found',
    });
    const stale = path(imageVariantUrl(await firstAlbumVariants(), 320, 'webp')).replace(
      /\/[0-9a-f]{12}\//,
      '/0123456789ab/',
    );
    const response = await get(stale);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Image version not found' });
  });
});
