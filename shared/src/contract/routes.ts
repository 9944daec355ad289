/**
 * The one table of the product's routes: each route's pattern (React Router syntax), the app that
 * renders it and the exposed module it is rendered through. A remote whose routes module exports a `prefetch` starts
 * its pages' requests ahead of their render (the host calls it at start-up and when a link is pressed).
 * Link builders (`paths`), route ownership (`routeOwner`), every remote's `<Routes>` and the host's own route list
 * are derived from it, so a route is written once.
 */
export type RouteOwner = 'host' | 'catalogue' | 'playlists' | 'composer';
export type PageRemote = Exclude<RouteOwner, 'host'>;

export interface RouteSpec {
  pattern: string;
  owner: RouteOwner;
}

export const ROUTES = {
  // The catalogue: home, albums, catalogues (labels), curated playlists, search, tracks.
  home: { pattern: '/', owner: 'catalogue' },
  albums: { pattern: '/albums', owner: 'catalogue' },
  album: { pattern: '/albums/:uuid', owner: 'catalogue' },
  catalogues: { pattern: '/catalogues', owner: 'catalogue' },
  catalogue: { pattern: '/catalogues/:id', owner: 'catalogue' },
  curatedPlaylists: { pattern: '/playlists', owner: 'catalogue' },
  curatedPlaylist: { pattern: '/playlists/:id', owner: 'catalogue' },
  search: { pattern: '/search', owner: 'catalogue' },
  track: { pattern: '/tracks/:id', owner: 'catalogue' },
  myAlbums: { pattern: '/dashboard/my-albums', owner: 'catalogue' },

  // Playlists and folders, and playlists shared by link.
  playlists: { pattern: '/dashboard/playlists', owner: 'playlists' },
  sentPlaylists: { pattern: '/dashboard/playlists/sent', owner: 'playlists' },
  receivedPlaylists: { pattern: '/dashboard/playlists/received', owner: 'playlists' },
  receivedPlaylist: { pattern: '/dashboard/playlists/received/:id', owner: 'playlists' },
  playlist: { pattern: '/dashboard/playlists/:uuid', owner: 'playlists' },
  folder: { pattern: '/dashboard/folders/:id', owner: 'playlists' },
  sharedPlaylists: { pattern: '/shared-playlists', owner: 'playlists' },
  sharedPlaylist: { pattern: '/shared-playlists/:id', owner: 'playlists' },

  // The composer area.
  briefings: { pattern: '/dashboard/briefings', owner: 'composer' },
  briefing: { pattern: '/dashboard/briefings/:id', owner: 'composer' },
  briefingTrack: { pattern: '/dashboard/briefings/:id/:trackId', owner: 'composer' },
  tracks: { pattern: '/dashboard/tracks', owner: 'composer' },
  releasedTracks: { pattern: '/dashboard/tracks/released-tracks', owner: 'composer' },
  statements: { pattern: '/dashboard/my-statements', owner: 'composer' },
  contracts: { pattern: '/dashboard/contracts', owner: 'composer' },
  uploadContract: { pattern: '/dashboard/contracts/upload', owner: 'composer' },
  digitalContracts: { pattern: '/dashboard/contracts/digital-contracts', owner: 'composer' },
  signContract: { pattern: '/dashboard/contracts/digital-contracts/:id/sign', owner: 'composer' },

  // The host's own pages: session, account, content, the dashboard's start and the health of releases.
  login: { pattern: '/login', owner: 'host' },
  register: { pattern: '/register', owner: 'host' },
  oauthCallback: { pattern: '/oauth/callback', owner: 'host' },
  registerVerify: { pattern: '/register/verify', owner: 'host' },
  resetPassword: { pattern: '/reset-password', owner: 'host' },
  newPassword: { pattern: '/new-password', owner: 'host' },
  aboutUs: { pattern: '/about-us', owner: 'host' },
  contactUs: { pattern: '/contact-us', owner: 'host' },
  faq: { pattern: '/faq', owner: 'host' },
  ratesLicensing: { pattern: '/rates-licensing/:section?', owner: 'host' },
  termsAndConditions: { pattern: '/terms-and-conditions', owner: 'host' },
  privacyPolicy: { pattern: '/privacy-policy', owner: 'host' },
  cookiePolicy: { pattern: '/cookie-policy', owner: 'host' },
  cookiePreferences: { pattern: '/cookie-preferences', owner: 'host' },
  dashboard: { pattern: '/dashboard', owner: 'host' },
  releaseHealth: { pattern: '/dashboard/releases', owner: 'host' },
  history: { pattern: '/dashboard/history', owner: 'host' },
  accountComposers: { pattern: '/dashboard/account/composers', owner: 'host' },
  accountPayment: { pattern: '/dashboard/account/payment', owner: 'host' },
  account: { pattern: '/dashboard/account', owner: 'host' },
  profile: { pattern: '/profile', owner: 'host' },
} as const satisfies Record<string, RouteSpec>;

export type RouteId = keyof typeof ROUTES;
type Routes = typeof ROUTES;
export type RouteIdOf<O extends RouteOwner> = {
  [Id in RouteId]: Routes[Id]['owner'] extends O ? Id : never;
}[RouteId];

/** Remotes render their pages through one exposed module, `routes`; the host renders its own. */
export const ROUTE_MODULE = 'routes' as const;

type ParamNames<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? Name | ParamNames<`/${Tail}`>
    : Rest
  : never;
type Value = string | number;

/** The path parameters of a pattern, `:id` required and `:section?` optional: a page's props from its URL. */
export type PatternParams<P extends string> = {
  [K in ParamNames<P> as K extends `${string}?` ? never : K]: Value;
} & { [K in ParamNames<P> as K extends `${infer Name}?` ? Name : never]?: Value };

export type RouteParams<Id extends RouteId> = PatternParams<Routes[Id]['pattern']>;

type ParamArgs<Id extends RouteId> = keyof RouteParams<Id> extends never ? [] : [params: RouteParams<Id>];

/** The concrete path of route `id`, each parameter encoded; an optional parameter left out drops its segment. */
export function routePath<Id extends RouteId>(id: Id, ...[params]: ParamArgs<Id>): string {
  const values = (params ?? {}) as Record<string, Value | undefined>;
  const path = ROUTES[id].pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const value = values[segment.replace(/^:|\?$/g, '')];
      return value === undefined || value === '' ? null : encodeURIComponent(String(value));
    })
    .filter((segment) => segment !== null)
    .join('/');
  return path || '/';
}

const safeDecode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

interface CompiledRoute {
  id: RouteId;
  owner: RouteOwner;
  regex: RegExp;
  names: string[];
}

const compiled: CompiledRoute[] = (Object.entries(ROUTES) as [RouteId, RouteSpec][]).map(([id, spec]) => {
  const names: string[] = [];
  const source = spec.pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      names.push(segment.replace(/^:|\?$/g, ''));
      return segment.endsWith('?') ? '(?:/([^/]+))?' : '/([^/]+)';
    })
    .join('');
  return { id, owner: spec.owner, regex: new RegExp(`^${source}/?$`), names };
});

/**
 * The route a path matches and its parameters, or null. A static segment wins over a parameter, as in React
 * Router (`/dashboard/playlists/sent` is the sent tab, not a playlist called "sent").
 */
export function matchRoute(pathname: string): { id: RouteId; params: Record<string, string> } | null {
  const path = pathname === '' ? '/' : pathname;
  let best: { id: RouteId; params: Record<string, string>; score: number } | null = null;
  for (const route of compiled) {
    const found = route.regex.exec(path);
    if (!found) continue;
    // Fewer parameters means more static segments: the more specific route.
    const score = -route.names.length;
    if (best && best.score >= score) continue;
    const params: Record<string, string> = {};
    route.names.forEach((name, index) => {
      const value = found[index + 1];
      if (value !== undefined) params[name] = safeDecode(value);
    });
    best = { id: route.id, params, score };
  }
  return best && { id: best.id, params: best.params };
}

/** The ids of the routes `owner` renders, in the table's order. */
export function routesOf<O extends RouteOwner>(owner: O): RouteIdOf<O>[] {
  return (Object.keys(ROUTES) as RouteId[]).filter((id) => ROUTES[id].owner === owner) as RouteIdOf<O>[];
}
