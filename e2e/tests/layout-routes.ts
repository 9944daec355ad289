import { devices, expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './support';

const apiUrl = process.env.E2E_API_URL ?? 'http://localhost:3000';

export type Role = 'visitor' | 'customer' | 'composer';
export const ACCOUNTS: Record<Exclude<Role, 'visitor'>, string> = {
  customer: 'customer@demo.test',
  composer: 'composer@demo.test',
};

/**
 * The screens every route is measured on: phones as the browser emulates them (a mobile layout viewport that widens
 * and zooms out when content is wider than the screen), a tablet and desktop windows, 1024 px being where the desktop
 * top bar starts. Each kind of device is one browser context: the page is loaded fresh at the first size listed
 * (where its screenshot is taken, with LAYOUT_SCREENSHOTS=1) and the window is then resized through the others, as a
 * rotated phone or a resized window would be, which keeps the suite to a few minutes on two cores.
 */
const pixel = devices['Pixel 7'];
const desktop = devices['Desktop Chrome'];
const size = (width: number, height: number) => ({ width, height });
export const DEVICES = [
  { name: 'phone', device: pixel, sizes: [size(390, 844), size(360, 780), size(412, 839)] },
  {
    name: 'desktop',
    device: desktop,
    sizes: [size(1280, 800), size(1024, 768), size(768, 1024), size(1440, 900), size(1920, 1080)],
  },
] as const;
export type Device = (typeof DEVICES)[number];

/** The demo records a route needs: looked up through the API once per worker. */
export interface DemoIds {
  albumUuid: string;
  labelId: number;
  curatedPlaylistId: number;
  trackId: number;
  playlistUuid?: string;
  folderId?: number;
  receivedId?: number;
  briefingId?: number;
  submission?: { briefingId: number; id: number };
}

export interface LayoutRoute {
  /** The route with its parameters in braces (`/albums/{uuid}`); the title of its test. */
  route: string;
  path: (ids: DemoIds) => string;
  roles: Role[];
}

const ALL: Role[] = ['visitor', 'customer', 'composer'];
const route = (
  r: string,
  path: string | ((ids: DemoIds) => string),
  roles: Role[] = ['visitor'],
): LayoutRoute => ({
  route: r,
  path: typeof path === 'string' ? () => path : path,
  roles,
});

/** Every route of the product, for the people who can open it. */
export const ROUTES: LayoutRoute[] = [
  route('/', '/', ALL),
  route('/albums', '/albums'),
  route('/albums/{uuid}', (ids) => `/albums/${ids.albumUuid}`, ['visitor', 'customer']),
  route('/catalogues', '/catalogues'),
  route('/catalogues/{id}', (ids) => `/catalogues/${ids.labelId}`),
  route('/playlists', '/playlists'),
  route('/playlists/{id}', (ids) => `/playlists/${ids.curatedPlaylistId}`),
  route('/tracks/{id}', (ids) => `/tracks/${ids.trackId}`, ['visitor', 'customer']),
  route('/search', '/search?q[text][]=piano'),
  route('/contact-us', '/contact-us'),
  route('/faq', '/faq'),
  route('/about-us', '/about-us'),
  route('/rates-licensing', '/rates-licensing'),
  route('/terms-and-conditions', '/terms-and-conditions'),
  route('/privacy-policy', '/privacy-policy'),
  route('/cookie-policy', '/cookie-policy'),
  route('/cookie-preferences', '/cookie-preferences'),
  route('/login', '/login'),
  route('/register', '/register'),
  route('/register/verify', '/register/verify?email=new.customer%40example.com'),
  route('/reset-password', '/reset-password'),
  route('/new-password', '/new-password'),
  route('/profile', '/profile', ['customer']),
  route('/shared-playlists', '/shared-playlists'),
  route('/dashboard', '/dashboard', ['customer', 'composer']),
  route('/dashboard/account', '/dashboard/account', ['customer', 'composer']),
  route('/dashboard/account/payment', '/dashboard/account/payment', ['customer']),
  route('/dashboard/account/composers', '/dashboard/account/composers', ['composer']),
  route('/dashboard/my-albums', '/dashboard/my-albums', ['customer']),
  route('/dashboard/history', '/dashboard/history', ['customer']),
  route('/dashboard/playlists', '/dashboard/playlists', ['customer']),
  route('/dashboard/playlists/sent', '/dashboard/playlists/sent', ['customer']),
  route('/dashboard/playlists/received', '/dashboard/playlists/received', ['customer']),
  route('/dashboard/playlists/received/{id}', (ids) => `/dashboard/playlists/received/${ids.receivedId}`, [
    'customer',
  ]),
  route('/dashboard/playlists/{uuid}', (ids) => `/dashboard/playlists/${ids.playlistUuid}`, ['customer']),
  route('/dashboard/folders/{id}', (ids) => `/dashboard/folders/${ids.folderId}`, ['customer']),
  route('/dashboard/briefings', '/dashboard/briefings', ['composer']),
  route('/dashboard/briefings/{id}', (ids) => `/dashboard/briefings/${ids.briefingId}`, ['composer']),
  route(
    '/dashboard/briefings/{id}/{trackId}',
    (ids) => `/dashboard/briefings/${ids.submission?.briefingId}/${ids.submission?.id}`,
    ['composer'],
  ),
  route('/dashboard/tracks', '/dashboard/tracks', ['composer']),
  route('/dashboard/tracks/released-tracks', '/dashboard/tracks/released-tracks', ['composer']),
  route('/dashboard/my-statements', '/dashboard/my-statements', ['composer']),
  route('/dashboard/contracts', '/dashboard/contracts', ['composer']),
  route('/dashboard/contracts/digital-contracts', '/dashboard/contracts/digital-contracts', ['composer']),
  route('/dashboard/contracts/upload', '/dashboard/contracts/upload', ['composer']),
];

export async function signIn(request: APIRequestContext, email: string): Promise<Record<string, string>> {
  const answer = await request.post(`${apiUrl}/v2/auth/sign_in`, {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(answer.ok(), `${email} signs in`).toBe(true);
  return Object.fromEntries(
    ['access-token', 'client', 'uid', 'expiry'].map((header) => [header, answer.headers()[header] ?? '']),
  );
}

const json = async <T>(request: APIRequestContext, path: string, headers?: Record<string, string>) => {
  const answer = await request.get(`${apiUrl}${path}`, { headers });
  expect(answer.ok(), `GET ${path}`).toBe(true);
  return (await answer.json()) as T;
};

type Received = { projects: { share: { id: number } }[] };

/** A playlist the customer received: the demo has none at first, so the customer sends one to themself. */
async function receivedShareId(
  request: APIRequestContext,
  headers: Record<string, string>,
  playlistUuid: string,
) {
  const received = await json<Received>(request, '/v1_rsm/received_projects', headers);
  if (received.projects[0]) return received.projects[0].share.id;
  const sent = await request.post(`${apiUrl}/v2/projects/${playlistUuid}/project_shares`, {
    headers,
    data: { emails: [ACCOUNTS.customer] },
  });
  expect(sent.ok(), 'the customer sends a playlist to themself').toBe(true);
  return (await json<Received>(request, '/v1_rsm/received_projects', headers)).projects[0]!.share.id;
}

/** The first of each kind of demo record, read as the given customer would see it. */
export async function demoIds(
  request: APIRequestContext,
  role: Role,
  headers: Record<string, string> | undefined,
): Promise<DemoIds> {
  const { albums } = await json<{ albums: { uuid: string }[] }>(request, '/v1_rsm/albums?per=1');
  const { labels } = await json<{ labels: { id: number }[] }>(request, '/v1/labels');
  const { playlists } = await json<{ playlists: { id: number }[] }>(request, '/v1_rsm/playlists?per=1');
  const { tracks } = await json<{ tracks: { id: number }[] }>(request, '/v1_rsm/tracks/search?per=1');
  const ids: DemoIds = {
    albumUuid: albums[0]!.uuid,
    labelId: labels[0]!.id,
    curatedPlaylistId: playlists[0]!.id,
    trackId: tracks[0]!.id,
  };
  if (role === 'customer' && headers) {
    const { projects } = await json<{ projects: { uuid: string }[] }>(
      request,
      '/v1_rsm/projects?per=1',
      headers,
    );
    const folders = await json<{ project_categories: { id: number }[] }>(
      request,
      '/v2/project_categories',
      headers,
    );
    ids.playlistUuid = projects[0]?.uuid;
    ids.folderId = folders.project_categories[0]?.id;
    ids.receivedId = await receivedShareId(request, headers, ids.playlistUuid!);
  }
  if (role === 'composer' && headers) {
    const { briefings } = await json<{ briefings: { id: number }[] }>(request, '/v1_rsm/briefings', headers);
    const uploaded = await json<{ tracks: { id: number; briefing_id: number | null }[] }>(
      request,
      '/v1_rsm/customers/tracks',
      headers,
    );
    const submitted = uploaded.tracks.find((track) => track.briefing_id !== null);
    ids.briefingId = briefings[0]?.id;
    if (submitted) ids.submission = { briefingId: submitted.briefing_id!, id: submitted.id };
  }
  return ids;
}
