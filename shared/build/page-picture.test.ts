/** @jest-environment node */
import { createPagePicture } from './page-picture';

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

describe('createPagePicture', () => {
  it('preloads the home hero with the srcset and sizes the hero draws it with', async () => {
    const { head: tag } = await createPagePicture({ fetchJson: api })('http://api.test', '/');
    expect(tag).toContain('rel="preload" as="image" type="image/avif" fetchpriority="high"');
    expect(tag).toContain('http://api.test/images/banners/1/0123456789ab/1920.avif 1920w');
    expect(tag).toContain('imagesizes="100vw"');
  });

  it('draws the picture in the first paint, as the page will, hidden from assistive technology', async () => {
    const { body } = await createPagePicture({ fetchJson: api })('http://api.test', '/');
    expect(body).toContain('<div class="first-paint-hero" data-first-paint aria-hidden="true"><picture>');
    expect(body).toContain(
      '<source type="image/avif" srcset="http://api.test/images/banners/1/0123456789ab/160.avif',
    );
    expect(body).toContain('alt="" fetchpriority="high" width="1600" height="600" src="x"');
    expect(body).toContain('/images/banners/1/0123456789ab/1920.webp 1920w" sizes="100vw"');
    const albums = await createPagePicture({ fetchJson: api })('http://api.test', '/albums');
    expect(albums.body.match(/<img /g)).toHaveLength(2);
    expect(albums.body).toContain('class="first-paint first-paint-grid"');
  });

  it('preloads the first view covers of /albums and the cover of a track page, as their pages draw them', async () => {
    const picturePreload = async (apiUrl: string, pathname: string) =>
      (await createPagePicture({ fetchJson: api })(apiUrl, pathname)).head;
    const albums = await picturePreload('http://api.test', '/albums');
    expect(albums).toContain('/images/albums/7/0123456789ab/960.avif 960w"');
    expect(albums).toContain('imagesizes="(min-width: 1398px) 186px');
    expect(albums.match(/<link /g)).toHaveLength(2);
    expect(albums).toContain('/images/albums/8/0123456789ab/960.avif 960w"');
    expect(albums).not.toContain('/images/albums/9/');
    const track = await picturePreload('http://api.test', '/tracks/553');
    expect(track).toContain('/images/albums/19/0123456789ab/480.avif 480w');
    expect(track).toContain('imagesizes="240px"');
  });

  it('writes nothing on other pages, and asks the API once per page', async () => {
    const read = jest.fn<Promise<unknown>, [string, AbortSignal]>(api);
    const picturePreload = createPagePicture({ fetchJson: read });
    expect(await picturePreload('http://api.test', '/search')).toEqual({ head: '', body: '' });
    expect(await picturePreload('http://api.test', '/tracks/abc')).toEqual({ head: '', body: '' });
    await picturePreload('http://api.test', '/');
    await picturePreload('http://api.test', '/');
    expect(read.mock.calls.map(([url]) => url)).toEqual(['http://api.test/v2/homepage/banners']);
  });

  it('goes without the preload when the API fails or is slow', async () => {
    const none = { head: '', body: '' };
    expect(await createPagePicture({ fetchJson: api })('http://api.test', '/tracks/404')).toEqual(none);
    const slow = createPagePicture({ timeoutMs: 10, fetchJson: () => new Promise(() => undefined) });
    expect(await slow('http://api.test', '/')).toEqual(none);
  });
});
