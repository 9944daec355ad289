/**
 * A page's largest paint is often a picture whose address the browser learns late: after the host's and the remote's
 * scripts have run and the page's API request has answered (the home page's hero, the first cover of /albums, a
 * track page's cover). The host's server asks the API the same question first and writes a preload into the page's
 * head, with the `srcset` and `sizes` of the <img> that will show it, so the picture downloads while the scripts do,
 * and the picture itself into the page's first paint (first-paint.ts), so it is drawn before the scripts have run.
 * Every way the site is served goes through here: scripts/serve-apps.ts, each app's server (cli.ts serve) and,
 * through the host's server, the gateway (deploy/nginx).
 */
import { z } from 'zod';
import { imageSrcSet } from '../src/schemas/images';
import {
  coverGridFirstPaint,
  coverHeaderFirstPaint,
  heroFirstPaint,
  type FirstPaintPicture,
} from './first-paint';
import {
  COVER_GRID_MAX_WIDTH,
  COVER_GRID_SIZES,
  COVER_HEADER_SIZES,
  HERO_IMAGE_SIZES,
} from '../src/ui/picture-sizes';

const picture = z.object({
  url: z.string().nullable().optional(),
  variants: z.string().nullable().optional(),
});
type Picture = z.infer<typeof picture>;

interface PagePicture {
  /** The API request whose answer names the picture, for a page's path; null when the page is not this one. */
  request: (pathname: string) => string | null;
  /** The pictures, in the order of the page (several when the page draws them alike, as a grid's first view). */
  pictures: (json: unknown) => Picture[];
  sizes: string;
  maxWidth?: number;
  /** The page's first paint with those pictures (first-paint.ts). */
  firstPaint: (pictures: FirstPaintPicture[], sizes: string, maxWidth?: number) => string;
}

// Each as the page draws it: the same request as the page's first one, the same sizes as its <img>.
const PAGES: PagePicture[] = [
  {
    request: (pathname) => (pathname === '/' ? '/v2/homepage/banners' : null),
    pictures: (json) =>
      z
        .object({ banners: z.array(z.object({ image: picture })) })
        .parse(json)
        .banners.slice(0, 1)
        .map((banner) => banner.image),
    sizes: HERO_IMAGE_SIZES,
    firstPaint: ([hero], sizes) => (hero ? heroFirstPaint(hero, sizes) : ''),
  },
  {
    // The first page in the default order (mfe-catalogue get-albums.ts); `?page=2` is not seen here, its preload
    // is a small wasted request. The first view's covers are drawn the same size, so the first painted is the
    // largest paint: the first paint draws a phone's first row, two, which then arrive before the host's script
    // has run (with four, they shared the network with it for longer and were painted after it had run).
    request: (pathname) =>
      pathname === '/albums' ? '/v1_rsm/albums?page=1&per=48&sort=release_date+desc' : null,
    pictures: (json) =>
      z
        .object({ albums: z.array(z.object({ cover: picture })) })
        .parse(json)
        .albums.slice(0, 2)
        .map((album) => album.cover),
    sizes: COVER_GRID_SIZES,
    maxWidth: COVER_GRID_MAX_WIDTH,
    firstPaint: coverGridFirstPaint,
  },
  {
    request: (pathname) => {
      const id = /^\/tracks\/(\d{1,10})\/?$/.exec(pathname)?.[1];
      return id ? `/v1_rsm/tracks/${id}` : null;
    },
    pictures: (json) => [
      z.object({ track: z.object({ album: z.object({ cover: picture }) }) }).parse(json).track.album.cover,
    ],
    sizes: COVER_HEADER_SIZES,
    firstPaint: ([cover], sizes) => (cover ? coverHeaderFirstPaint(cover, sizes) : ''),
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
 * What a page that leads with a picture gets from its server: the preload in its head and the picture in its body
 * (whose scripts then run once the picture is drawn: page-first-paint.ts).
 */
export interface PagePictureTags {
  head: string;
  body: string;
}
const NONE: PagePictureTags = { head: '', body: '' };

function tagsOf(page: PagePicture, json: unknown): PagePictureTags {
  const pictures = page
    .pictures(json)
    .flatMap((item) => (item.variants ? [{ url: item.url ?? null, variants: item.variants }] : []));
  if (pictures.length === 0) return NONE;
  return {
    head: pictures.map((item) => picturePreloadTag(item.variants, page.sizes, page.maxWidth)).join(''),
    body: page.firstPaint(pictures, page.sizes, page.maxWidth),
  };
}

/**
 * `pagePicture(apiUrl, pathname)`: the tags of a page that leads with a picture, none for other pages or when the
 * API does not answer in time. Answers are kept and asked again in the background when older than `maxAgeMs`.
 */
export function createPagePicture({
  maxAgeMs = 60_000,
  timeoutMs = 300,
  maxEntries = 500,
  fetchJson: read = fetchJson,
}: Options = {}) {
  const cache = new Map<string, { readAt: number; tags: Promise<PagePictureTags> }>();
  const readTags = (url: string, page: PagePicture): Promise<PagePictureTags> => {
    const tags = read(url, AbortSignal.timeout(5_000))
      .then((json) => tagsOf(page, json))
      .catch(() => NONE);
    cache.delete(url);
    if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
    cache.set(url, { readAt: Date.now(), tags });
    return tags;
  };
  return async function pagePicture(apiUrl: string, pathname: string): Promise<PagePictureTags> {
    for (const page of PAGES) {
      const path = page.request(pathname);
      if (!path) continue;
      const url = `${apiUrl.replace(/\/$/, '')}${path}`;
      const cached = cache.get(url);
      if (cached) {
        if (Date.now() - cached.readAt > maxAgeMs) void readTags(url, page);
        return cached.tags;
      }
      const timeout = new Promise<PagePictureTags>((resolve) =>
        setTimeout(() => resolve(NONE), timeoutMs).unref(),
      );
      return Promise.race([readTags(url, page), timeout]);
    }
    return NONE;
  };
}
