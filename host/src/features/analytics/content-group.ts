import type { ContentGroup } from '@rsm/shared';

/** Path prefixes and the analytics content group their pages belong to; the first match wins. */
const GROUPS: [prefix: string, group: ContentGroup][] = [
  ['/dashboard/playlists', 'projects'],
  ['/shared-playlists', 'projects'],
  ['/dashboard/folders', 'categories'],
  ['/dashboard/my-albums', 'albums'],
  ['/albums', 'albums'],
  ['/catalogues', 'labels'],
  ['/playlists', 'playlists'],
  ['/tracks', 'tracks'],
];

/**
 * The content group of a page: playlists of customers are "projects" and their folders "categories" (the API's
 * words), catalogues are "labels"; a search by keywords alone is "keywords", any other search "searches".
 */
export function contentGroupFor(pathname: string, search = ''): ContentGroup {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/search') {
    const fields = new Set(
      [...new URLSearchParams(search).keys()].flatMap((key) => /^q\[(\w+)\]/.exec(key)?.[1] ?? []),
    );
    return fields.size === 1 && fields.has('keywords') ? 'keywords' : 'searches';
  }
  const match = GROUPS.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  return match ? match[1] : 'others';
}
