/**
 * A page's largest paint is often a picture whose address the browser learns late: after the host's and the remote's
 * scripts have run and the page's API request has answered (the home page's hero, the first cover of /albums, a
 * track page's cover). The host's server asks the API the same question first and writes a preload into the page's
 * head, with the `srcset` and `sizes` of the <img> that will show it, so the picture downloads while the scripts do.
 */
import { z } from 'zod';
import { imageSrcSet } from '../src/schemas/images';
import {
  COVER_GRID_MAX_WIDTH,
  COVER_GRID_SIZES,
  COVER_HEADER_SIZES,
  HERO_IMAGE_SIZES,
} from '../src/ui/picture-sizes';

const picture = z.object({ variants: z.string().nullable().optional() });

interface PagePicture {
  /** The API request whose answer names the picture, for a page's path; null when the page is not this one. */
  request: (pathname: string) => string | null;
  /** The pictures' variants, in the order of the page (several when the page draws them alike, as a grid's first view). */
  variants: (json: unknown) => (string | null | undefined)[];
  sizes: string;
  maxWidth?: number;
}

// Each as the page draws it: the same request as the page's first one, the same sizes as its <img>.
const PAGES: PagePicture[] = [
  {
    request: (pathname) => (pathname === '/' ? '/v2/homepage/banners' : null),
    variants: (json) =>
      z
        .object({ banners: z.array(z.object({ image: picture })) })
        .parse(json)
        .banners.slice(0, 1)
        .map((banner) => banner.image.variants),
    sizes: HERO_IMAGE_SIZES,
  },
  {
    // The first page in the default order (mfe-catalogue get-albums.ts); `?page=2` is not seen here, its preload
    // is a small wasted request. The first view's covers (FIRST_VIEW_COVERS there) are drawn the same size and the
    // browser may take any of them as the largest paint: all four are preloaded, 3–4 KB each.
    request: (pathname) =>
      pathname === '/albums' ? '/v1_rsm/albums?page=1&per=48&sort=release_date+desc' : null,
    variants: (json) =>
      z
        .object({ albums: z.array(z.object({ cover: picture })) })
        .parse(json)
        .albums.slice(0, 4)
        .map((album) => album.cover.variants),
    sizes: COVER_GRID_SIZES,
    maxWidth: COVER_GRID_MAX_WIDTH,
  },
  {
    request: (pathname) => {
      const id = /^\/tracks\/(\d{1,10})\/?$/.exec(pathname)?.[1];
      return id ? `/v1_rsm/tracks/${id}` : null;
    },
    variants: (json) => [
      z.object({ track: z.object({ album: z.object({ cover: picture }) }) }).parse(json).track.album.cover
        .variants,
    ],
    sizes: COVER_HEADER_SIZES,
  },
];

interface Options {
  /** How long an answer is used before it is asked again (in the background). */
  maxAgeMs?: number;
  /** How long a page waits for an answer never had before going without the preload. */
  timeoutMs?: number;
  /** Answers kept (track pages are many). */
  maxEntries?: number;
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

/** The preload of a picture: AVIF only (a browser without AVIF skips it, and its <img> takes WebP). */
export function picturePreloadTag(variants: string, sizes: string, maxWidth?: number): string {
  return (
    `<link rel="preload" as="image" type="image/avif" fetchpriority="high"` +
    ` imagesrcset="${escapeAttribute(imageSrcSet(variants, 'avif', maxWidth))}" imagesizes="${escapeAttribute(sizes)}">`
  );
}

/**
 * `picturePreload(apiUrl, pathname)`: the tag for a page that leads with a picture, nothing for other pages or when
 * the API does not answer in time. Answers are kept and asked again in the background when older than `maxAgeMs`.
 */
export function createPicturePreload({
  maxAgeMs = 60_000,
  timeoutMs = 300,
  maxEntries = 500,
  fetchJson: read = fetchJson,
}: Options = {}) {
  const cache = new Map<string, { readAt: number; tag: Promise<string> }>();
  const readTag = (url: string, page: PagePicture): Promise<string> => {
    const tag = read(url, AbortSignal.timeout(5_000))
      .then((json) => {
        return page
          .variants(json)
          .flatMap((variants) => (variants ? [picturePreloadTag(variants, page.sizes, page.maxWidth)] : []))
          .join('');
      })
      .catch(() => '');
    cache.delete(url);
    if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
    cache.set(url, { readAt: Date.now(), tag });
    return tag;
  };
  return async function picturePreload(apiUrl: string, pathname: string): Promise<string> {
    for (const page of PAGES) {
      const path = page.request(pathname);
      if (!path) continue;
      const url = `${apiUrl.replace(/\/$/, '')}${path}`;
      const cached = cache.get(url);
      if (cached) {
        if (Date.now() - cached.readAt > maxAgeMs) void readTag(url, page);
        return cached.tag;
      }
      const timeout = new Promise<string>((resolve) => setTimeout(() => resolve(''), timeoutMs).unref());
      return Promise.race([readTag(url, page), timeout]);
    }
    return '';
  };
}
