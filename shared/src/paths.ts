import { matchRoute, ROUTES, routePath as to, type PageRemote } from './contract/routes';
import type { SearchField } from './search-fields';

export type { SearchField };

/**
 * The links of every route of the product, typed, built from the route table
 * (`contract/routes.ts`). Apps build links only through these.
 */
export type SearchQuery = Partial<Record<SearchField, string[]>> & {
  sort?: string;
  page?: number;
  view?: string;
};

/** `q[field][]=value` pairs, the URL form of a search. */
export function searchParams(query: SearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [field, values] of Object.entries(query)) {
    if (field === 'sort' || field === 'page' || field === 'view') continue;
    for (const value of (values as string[] | undefined) ?? []) params.append(`q[${field}][]`, value);
  }
  if (query.sort) params.set('sort', query.sort);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  if (query.view) params.set('view', query.view);
  return params;
}

/**
 * The words of a search by words (`q[text][]`, blanks and repeats dropped) as its page heads them, or '' for a search
 * by filters or by sound only. The host's server draws the same heading in the page's first paint.
 */
export function searchWords(params: URLSearchParams): string {
  if (params.get('similar')?.trim() || params.get('reference')?.trim()) return '';
  const words = params.getAll('q[text][]').map((value) => value.trim());
  return [...new Set(words.filter(Boolean))].join(' ');
}

const withQuery = (path: string, params: URLSearchParams) => {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
};

export const paths = {
  home: () => to('home'),
  albums: {
    pattern: ROUTES.albums.pattern,
    list: (page?: number) =>
      withQuery(to('albums'), new URLSearchParams(page && page > 1 ? { page: String(page) } : {})),
    detail: (uuid: string) => to('album', { uuid }),
  },
  catalogues: {
    list: () => to('catalogues'),
    detail: (id: number | string) => to('catalogue', { id }),
  },
  curatedPlaylists: {
    list: () => to('curatedPlaylists'),
    detail: (id: number | string) => to('curatedPlaylist', { id }),
  },
  search: (query: SearchQuery = {}) => withQuery(to('search'), searchParams(query)),
  /** Tracks that sound like a track of the catalogue, or like a reference file kept in this page's memory. */
  soundsLike: (track: number | string) =>
    withQuery(to('search'), new URLSearchParams({ similar: String(track) })),
  soundsLikeReference: (clientId: string) =>
    withQuery(to('search'), new URLSearchParams({ reference: clientId })),
  track: (id: number | string) => to('track', { id }),
  contactUs: () => to('contactUs'),
  faq: () => to('faq'),
  aboutUs: () => to('aboutUs'),
  ratesLicensing: (section?: string) => to('ratesLicensing', { section }),
  termsAndConditions: () => to('termsAndConditions'),
  privacyPolicy: () => to('privacyPolicy'),
  cookiePolicy: () => to('cookiePolicy'),
  cookiePreferences: () => to('cookiePreferences'),
  login: (returnTo?: string) =>
    withQuery(to('login'), new URLSearchParams(returnTo ? { redirect: returnTo } : {})),
  register: (returnTo?: string) =>
    withQuery(to('register'), new URLSearchParams(returnTo ? { redirect: returnTo } : {})),
  registerVerify: (email: string, returnTo?: string) =>
    withQuery(
      to('registerVerify'),
      new URLSearchParams({ email, ...(returnTo ? { redirect: returnTo } : {}) }),
    ),
  resetPassword: () => to('resetPassword'),
  newPassword: () => to('newPassword'),
  profile: () => to('profile'),
  sharedPlaylists: {
    list: () => to('sharedPlaylists'),
    detail: (id: number | string, token?: string) =>
      withQuery(to('sharedPlaylist', { id }), new URLSearchParams(token ? { token } : {})),
  },
  dashboard: {
    root: () => to('dashboard'),
    account: () => to('account'),
    accountComposers: () => to('accountComposers'),
    accountPayment: () => to('accountPayment'),
    myAlbums: () => to('myAlbums'),
    history: () => to('history'),
    releases: () => to('releaseHealth'),
    playlists: () => to('playlists'),
    sentPlaylists: () => to('sentPlaylists'),
    receivedPlaylists: () => to('receivedPlaylists'),
    receivedPlaylist: (id: number | string) => to('receivedPlaylist', { id }),
    playlist: (uuid: string) => to('playlist', { uuid }),
    folder: (id: number | string) => to('folder', { id }),
    briefings: () => to('briefings'),
    briefing: (id: number | string) => to('briefing', { id }),
    briefingTrack: (id: number | string, trackId: number | string) => to('briefingTrack', { id, trackId }),
    tracks: () => to('tracks'),
    releasedTracks: () => to('releasedTracks'),
    statements: () => to('statements'),
    contracts: () => to('contracts'),
    digitalContracts: () => to('digitalContracts'),
    /** The page where a composer signs a digital contract; `token` is the signing request's. */
    signContract: (id: number | string, token: string) =>
      withQuery(to('signContract', { id }), new URLSearchParams({ token })),
    uploadContract: () => to('uploadContract'),
  },
} as const;

/**
 * The remote that renders a path, or null when the host does (its own pages, and its 404 for paths no route
 * matches). Matches the route table's patterns, so `/albumsx` or `/albums/1/extra` belong to no one.
 */
export function routeOwner(pathname: string): PageRemote | null {
  const route = matchRoute(pathname.replace(/(.)\/+$/, '$1'));
  const owner = route ? ROUTES[route.id].owner : 'host';
  return owner === 'host' ? null : owner;
}
