/**
 * The home page's largest paint is the hero's picture (the featured banner). The browser learns of it only after
 * the host, the catalogue remote and the banners request have run; the host's server knows it already (it asks the
 * API, as the page would) and writes a preload into the page's head, with the same `srcset` and `sizes` as the
 * hero's <img>, so the image downloads while the scripts do.
 */
import { z } from 'zod';
import { imageSrcSet } from '../src/schemas/images';
import { HERO_IMAGE_SIZES } from '../src/ui/picture-sizes';

const bannersSchema = z.object({
  banners: z.array(z.object({ image: z.object({ variants: z.string().nullable().optional() }) })),
});

interface Options {
  /** How long a read is used before it is read again (in the background). */
  maxAgeMs?: number;
  /** How long a page waits for a read never made before going without the preload. */
  timeoutMs?: number;
  fetchJson?: (url: string, signal: AbortSignal) => Promise<unknown>;
}

const fetchJson = async (url: string, signal: AbortSignal) => {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
};

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The preload tag of a banner's picture: AVIF only (a browser without AVIF skips it, its <img> takes WebP). */
export function heroPreloadTag(variants: string): string {
  return (
    `<link rel="preload" as="image" type="image/avif" fetchpriority="high"` +
    ` imagesrcset="${escapeAttribute(imageSrcSet(variants, 'avif'))}" imagesizes="${HERO_IMAGE_SIZES}">`
  );
}

/**
 * `heroPreload(apiUrl, pathname)`: the tag for `/`, nothing for other pages or when the API does not answer in time.
 * The banners are read once and again in the background when older than `maxAgeMs`.
 */
export function createHeroPreload({
  maxAgeMs = 60_000,
  timeoutMs = 300,
  fetchJson: read = fetchJson,
}: Options = {}) {
  const cache = new Map<string, { readAt: number; tag: Promise<string> }>();
  const readTag = (apiUrl: string): Promise<string> => {
    const tag = read(`${apiUrl.replace(/\/$/, '')}/v2/homepage/banners`, AbortSignal.timeout(5_000))
      .then((json) => {
        const variants = bannersSchema.parse(json).banners[0]?.image.variants;
        return variants ? heroPreloadTag(variants) : '';
      })
      .catch(() => '');
    cache.set(apiUrl, { readAt: Date.now(), tag });
    return tag;
  };
  return async function heroPreload(apiUrl: string, pathname: string): Promise<string> {
    if (pathname !== '/') return '';
    const cached = cache.get(apiUrl);
    if (cached) {
      if (Date.now() - cached.readAt > maxAgeMs) void readTag(apiUrl);
      return cached.tag;
    }
    const timeout = new Promise<string>((resolve) => setTimeout(() => resolve(''), timeoutMs).unref());
    return Promise.race([readTag(apiUrl), timeout]);
  };
}
