/** @jest-environment node */
import { createHeroPreload } from './hero-image-preload';

const variants = 'http://api.test/images/banners/1/0123456789ab/{width}.{format}';
const banners = { banners: [{ image: { url: 'http://api.test/media/banners/1/image.svg', variants } }] };

describe('createHeroPreload', () => {
  it('preloads the featured banner on the home page, with the srcset and sizes of the hero', async () => {
    const heroPreload = createHeroPreload({ fetchJson: async () => banners });
    const tag = await heroPreload('http://api.test', '/');
    expect(tag).toContain('rel="preload" as="image" type="image/avif" fetchpriority="high"');
    expect(tag).toContain('http://api.test/images/banners/1/0123456789ab/960.avif 960w');
    expect(tag).toContain('imagesizes="100vw"');
  });

  it('writes nothing on other pages, and asks the API once', async () => {
    const read = jest.fn<Promise<unknown>, [string, AbortSignal]>(async () => banners);
    const heroPreload = createHeroPreload({ fetchJson: read });
    expect(await heroPreload('http://api.test', '/albums')).toBe('');
    await heroPreload('http://api.test', '/');
    await heroPreload('http://api.test', '/');
    expect(read).toHaveBeenCalledTimes(1);
    expect(read.mock.calls[0]?.[0]).toBe('http://api.test/v2/homepage/banners');
  });

  it('goes without the preload when the API fails or is slow', async () => {
    const failing = createHeroPreload({ fetchJson: async () => Promise.reject(new Error('down')) });
    expect(await failing('http://api.test', '/')).toBe('');
    const slow = createHeroPreload({ timeoutMs: 10, fetchJson: () => new Promise(() => undefined) });
    expect(await slow('http://api.test', '/')).toBe('');
  });
});
