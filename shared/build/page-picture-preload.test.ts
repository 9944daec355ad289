/** @jest-environment node */
import { createPicturePreload } from './page-picture-preload';

const variants = (kind: string, id: number) =>
  `http://api.test/images/${kind}/${id}/0123456789ab/{width}.{format}`;
const answers: Record<string, unknown> = {
  'http://api.test/v2/homepage/banners': {
    banners: [{ image: { url: 'x', variants: variants('banners', 1) } }],
  },
  'http://api.test/v1_rsm/albums?page=1&per=48&sort=release_date+desc': {
    albums: [7, 8, 9, 10, 11].map((id) => ({ cover: { url: 'x', variants: variants('albums', id) } })),
  },
  'http://api.test/v1_rsm/tracks/553': {
    track: { album: { cover: { url: 'x', variants: variants('albums', 19) } } },
  },
};
const api = async (url: string) => answers[url] ?? Promise.reject(new Error('404'));

describe('createPicturePreload', () => {
  it('preloads the home hero with the srcset and sizes the hero draws it with', async () => {
    const tag = await createPicturePreload({ fetchJson: api })('http://api.test', '/');
    expect(tag).toContain('rel="preload" as="image" type="image/avif" fetchpriority="high"');
    expect(tag).toContain('http://api.test/images/banners/1/0123456789ab/1920.avif 1920w');
    expect(tag).toContain('imagesizes="100vw"');
  });

  it('preloads the first view covers of /albums and the cover of a track page, as their pages draw them', async () => {
    const picturePreload = createPicturePreload({ fetchJson: api });
    const albums = await picturePreload('http://api.test', '/albums');
    expect(albums).toContain('/images/albums/7/0123456789ab/960.avif 960w"');
    expect(albums).toContain('imagesizes="(min-width: 1398px) 186px');
    expect(albums.match(/<link /g)).toHaveLength(4);
    expect(albums).toContain('/images/albums/10/0123456789ab/960.avif 960w"');
    expect(albums).not.toContain('/images/albums/11/');
    const track = await picturePreload('http://api.test', '/tracks/553');
    expect(track).toContain('/images/albums/19/0123456789ab/480.avif 480w');
    expect(track).toContain('imagesizes="240px"');
  });

  it('writes nothing on other pages, and asks the API once per page', async () => {
    const read = jest.fn<Promise<unknown>, [string, AbortSignal]>(api);
    const picturePreload = createPicturePreload({ fetchJson: read });
    expect(await picturePreload('http://api.test', '/search')).toBe('');
    expect(await picturePreload('http://api.test', '/tracks/abc')).toBe('');
    await picturePreload('http://api.test', '/');
    await picturePreload('http://api.test', '/');
    expect(read.mock.calls.map(([url]) => url)).toEqual(['http://api.test/v2/homepage/banners']);
  });

  it('goes without the preload when the API fails or is slow', async () => {
    expect(await createPicturePreload({ fetchJson: api })('http://api.test', '/tracks/404')).toBe('');
    const slow = createPicturePreload({ timeoutMs: 10, fetchJson: () => new Promise(() => undefined) });
    expect(await slow('http://api.test', '/')).toBe('');
  });
});
