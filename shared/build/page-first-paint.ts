/**
 * What a page's server writes before the page's scripts have run: for a page that leads with a picture its preload
 * (head) and the picture itself (body, page-picture.ts), for a search by words its heading (body); nothing for other
 * pages. The page then boots its scripts once that is drawn (FIRST_PAINT_BOOT, which the page adds).
 * Both ways the site is served write it: the host's own server (host-page.ts) and, behind the gateway, the API, whose
 * answer the gateway includes into the host's static page (gateway-pages.ts, deploy/nginx).
 */
import { searchWords } from '../src/paths';
import { searchHeadingFirstPaint } from './first-paint';
import { createPagePicture } from './page-picture';

export interface FirstPaint {
  head: string;
  body: string;
}

interface Options {
  /** Where the API is asked for a page's picture ('' for paths on the same server). */
  apiUrl: string;
  pagePicture?: ReturnType<typeof createPagePicture>;
}

export function createPageFirstPaint({ apiUrl, pagePicture = createPagePicture() }: Options) {
  /** The first paint of the page at `pathname` with the query string `search` (`?q[text][]=piano`, or ''). */
  return async function pageFirstPaint(pathname: string, search = ''): Promise<FirstPaint> {
    const picture = await pagePicture(apiUrl, pathname);
    if (picture.body) return picture;
    const words = pathname === '/search' ? searchWords(new URLSearchParams(search)) : '';
    return { head: picture.head, body: words ? searchHeadingFirstPaint(words) : '' };
  };
}

export { createPagePicture };
