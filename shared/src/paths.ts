/**
 * Every route of the product, typed (spec §2.1, §2.2). Apps build links only through these.
 * `pattern` is what the router matches; the functions build concrete URLs.
 */
export type SearchField =
  | 'text'
  | 'keywords'
  | 'composers'
  | 'labels'
  | 'genres'
  | 'moods'
  | 'tempos'
  | 'instruments'
  | 'instrumentations'
  | 'publishers'
  | 'track_name'
  | 'album_name'
  /** A BPM range, `90-110` (the analysed tempo where the metadata has none). */
  | 'bpm'
  /** A key and mode as the analysis names it, `A minor`, `F# major`. */
  | 'key';

export type SearchQuery = Partial<Record<SearchField, string[]>> & {
  sort?: string;
  page?: number;
  view?: string;
};

/** `q[field][]=value` pairs, the URL form of a search (spec §2.3). */
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

const withQuery = (path: string, params: URLSearchParams) => {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
};

export const paths = {
  home: () => '/',
  albums: {
    pattern: '/albums',
    list: (page?: number) =>
      withQuery('/albums', new URLSearchParams(page && page > 1 ? { page: String(page) } : {})),
    detail: (uuid: string) => `/albums/${encodeURIComponent(uuid)}`,
  },
  catalogues: {
    list: () => '/catalogues',
    detail: (id: number | string) => `/catalogues/${encodeURIComponent(String(id))}`,
  },
  curatedPlaylists: {
    list: () => '/playlists',
    detail: (id: number | string) => `/playlists/${encodeURIComponent(String(id))}`,
  },
  search: (query: SearchQuery = {}) => withQuery('/search', searchParams(query)),
  track: (id: number | string) => `/tracks/${encodeURIComponent(String(id))}`,
  contactUs: () => '/contact-us',
  faq: () => '/faq',
  aboutUs: () => '/about-us',
  ratesLicensing: (section?: string) => (section ? `/rates-licensing/${section}` : '/rates-licensing'),
  termsAndConditions: () => '/terms-and-conditions',
  privacyPolicy: () => '/privacy-policy',
  cookiePolicy: () => '/cookie-policy',
  cookiePreferences: () => '/cookie-preferences',
  login: (returnTo?: string) =>
    withQuery('/login', new URLSearchParams(returnTo ? { redirect: returnTo } : {})),
  register: () => '/register',
  registerVerify: (email: string) => withQuery('/register/verify', new URLSearchParams({ email })),
  resetPassword: () => '/reset-password',
  newPassword: () => '/new-password',
  profile: () => '/profile',
  sharedPlaylists: {
    list: () => '/shared-playlists',
    detail: (id: number | string, token?: string) =>
      withQuery(
        `/shared-playlists/${encodeURIComponent(String(id))}`,
        new URLSearchParams(token ? { token } : {}),
      ),
  },
  dashboard: {
    root: () => '/dashboard',
    account: () => '/dashboard/account',
    accountComposers: () => '/dashboard/account/composers',
    accountPayment: () => '/dashboard/account/payment',
    myAlbums: () => '/dashboard/my-albums',
    history: () => '/dashboard/history',
    playlists: () => '/dashboard/playlists',
    sentPlaylists: () => '/dashboard/playlists/sent',
    receivedPlaylists: () => '/dashboard/playlists/received',
    receivedPlaylist: (id: number | string) =>
      `/dashboard/playlists/received/${encodeURIComponent(String(id))}`,
    playlist: (uuid: string) => `/dashboard/playlists/${encodeURIComponent(uuid)}`,
    folder: (id: number | string) => `/dashboard/folders/${encodeURIComponent(String(id))}`,
    briefings: () => '/dashboard/briefings',
    briefing: (id: number | string) => `/dashboard/briefings/${encodeURIComponent(String(id))}`,
    briefingTrack: (id: number | string, trackId: number | string) =>
      `/dashboard/briefings/${encodeURIComponent(String(id))}/${encodeURIComponent(String(trackId))}`,
    tracks: () => '/dashboard/tracks',
    releasedTracks: () => '/dashboard/tracks/released-tracks',
    statements: () => '/dashboard/my-statements',
    contracts: () => '/dashboard/contracts',
    digitalContracts: () => '/dashboard/contracts/digital-contracts',
    uploadContract: () => '/dashboard/contracts/upload',
  },
} as const;

/** Which remote owns which routes (spec §2.1, §2.2); the host owns everything else. */
const ROUTE_OWNERS: { remote: 'catalogue' | 'playlists' | 'composer'; prefixes: string[] }[] = [
  {
    remote: 'catalogue',
    prefixes: ['/albums', '/catalogues', '/playlists', '/search', '/tracks', '/dashboard/my-albums'],
  },
  { remote: 'playlists', prefixes: ['/dashboard/playlists', '/dashboard/folders', '/shared-playlists'] },
  {
    remote: 'composer',
    prefixes: [
      '/dashboard/briefings',
      '/dashboard/tracks',
      '/dashboard/my-statements',
      '/dashboard/contracts',
    ],
  },
];

/** The remote that renders a path, or null when the host does. Prefixes match whole path segments. */
export function routeOwner(pathname: string): 'catalogue' | 'playlists' | 'composer' | null {
  if (pathname === '/' || pathname === '') return 'catalogue';
  const path = pathname.replace(/\/+$/, '');
  for (const { remote, prefixes } of ROUTE_OWNERS) {
    if (prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return remote;
  }
  return null;
}
