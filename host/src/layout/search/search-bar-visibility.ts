import { paths } from '@rsm/shared';

/** Login matches exactly (its query string aside); the others hide the bar on every page under them. */
const HIDDEN_EXACT = [paths.login().split('?')[0]];
const HIDDEN_PREFIXES = [
  paths.register(),
  paths.resetPassword(),
  paths.dashboard.myAlbums(),
  paths.dashboard.tracks(),
  paths.dashboard.releasedTracks(),
  paths.dashboard.statements(),
  paths.dashboard.briefings(),
  paths.dashboard.contracts(),
  paths.dashboard.account(),
];

/** Whether the search bar belongs on a page: not on the session forms nor the customer's own areas. */
export function showsSearchBar(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (HIDDEN_EXACT.includes(path)) return false;
  return !HIDDEN_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
