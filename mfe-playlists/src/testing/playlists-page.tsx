import {
  $customer,
  $pinnedPlaylist,
  ApiError,
  type Playlist,
  type PlaylistListResponse,
  type request,
} from '@rsm/shared';
import { customerFixture } from '@rsm/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { PlaylistsPage } from '../features/playlists/pages/playlists-page';
import { fakeApi, type Handler } from './fake-api';
import { meta, playlist, track } from './fixtures';
import { renderPage } from './render-page';
import { logInEachTest, type MockedRequest } from './session';

export const summer = playlist({ uuid: 'a1', name: 'Summer promo', tracks_count: 12 });
export const trailer = playlist({ id: 2, uuid: 'b2', name: 'Trailer ideas', tracks_count: 0 });
export const list = (projects: Playlist[]): PlaylistListResponse => ({
  projects,
  meta: meta(projects.length),
});
const folders = {
  project_categories: [
    { id: 1, name: 'Default' },
    { id: 7, name: 'Clients' },
  ],
};

/**
 * The API behind /dashboard/playlists: two playlists ('Summer promo' with 12 tracks, 'Trailer ideas' empty) in the
 * folders Default and Clients; `routes` add to or replace these.
 */
export function servePlaylists(mockedRequest: MockedRequest, routes: Record<string, Handler> = {}) {
  mockedRequest.mockImplementation(
    fakeApi(ApiError, {
      'GET /v1_rsm/projects': () => list([summer, trailer]),
      'GET /v2/projects': () => list([summer, trailer]),
      'GET /v2/project_categories': () => folders,
      'GET /v2/projects/a1/tracks': () => ({
        tracks: Array.from({ length: 10 }, (_, index) => track(index + 1, `Track ${index + 1}`)),
        meta: meta(12, 1, 10),
      }),
      'GET /v2/projects/b2/tracks': () => ({ tracks: [], meta: meta(0, 1, 10) }),
      ...routes,
    }) as typeof request,
  );
}

/** Each test starts signed in (a customer who may download), nothing pinned, the default API. */
export function setUpPlaylistsPage(mockedRequest: MockedRequest) {
  logInEachTest(mockedRequest, () => servePlaylists(mockedRequest));
  beforeEach(() => {
    $customer.set(customerFixture());
    $pinnedPlaylist.set(null);
  });
  afterEach(() => $customer.set(undefined));
  /** Serves these routes over the page's defaults, for one test. */
  return { serve: (routes: Record<string, Handler>) => servePlaylists(mockedRequest, routes) };
}

export const renderPlaylists = () =>
  renderPage(<PlaylistsPage />, { path: '/dashboard/playlists', pattern: '/dashboard/playlists' });

export const rowOf = async (name: string) =>
  (await screen.findByRole('link', { name })).closest('tr') as HTMLElement;

/** A row's action, from its 'More' menu: jsdom matches no media query, so the page has its small-screen layout. */
export const chooseFromMore = async (name: string, action: string) => {
  fireEvent.click(within(await rowOf(name)).getByRole('button', { name: `More actions for ${name}` }));
  fireEvent.click(screen.getByRole('menuitem', { name: action }));
};

export const callsTo = (mockedRequest: MockedRequest, path: string, method = 'GET') =>
  mockedRequest.mock.calls.filter(
    ([called, options]) => called === path && (options?.method ?? 'GET') === method,
  );
