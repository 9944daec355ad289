import { $customer, $pinnedPlaylist, type Playlist, type PlaylistListResponse } from '@rsm/shared';
import { customerFixture, fakeNetwork, type FakeRoutes } from '@rsm/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { PlaylistsPage } from '../features/playlists/pages/playlists-page';
import { meta, playlist, track } from './fixtures';
import { renderPage } from './render-page';
import { logInEachTest } from './session';

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
 * folders Default and Clients. A test's `serve` adds to or replaces these.
 */
export const playlistsPageRoutes: FakeRoutes = {
  'GET /v1_rsm/projects': () => list([summer, trailer]),
  'GET /v2/projects': () => list([summer, trailer]),
  'GET /v2/project_categories': () => folders,
  'GET /v2/projects/a1/tracks': () => ({
    tracks: Array.from({ length: 10 }, (_, index) => track(index + 1, `Track ${index + 1}`)),
    meta: meta(12, 1, 10),
  }),
  'GET /v2/projects/b2/tracks': () => ({ tracks: [], meta: meta(0, 1, 10) }),
};

/** Each test starts signed in (a customer who may download), nothing pinned, the page's API; returns that API. */
export function setUpPlaylistsPage() {
  const network = fakeNetwork(playlistsPageRoutes);
  logInEachTest();
  beforeEach(() => {
    $customer.set(customerFixture());
    $pinnedPlaylist.set(null);
  });
  afterEach(() => $customer.set(undefined));
  return network;
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

/** Opens the playlists page and, once its list is shown, the dialog of one of its toolbar's buttons. */
export const openToolbarDialog = async (action: 'Add playlist' | 'Add folder') => {
  renderPlaylists();
  await rowOf('Summer promo');
  fireEvent.click(screen.getByRole('button', { name: action }));
  return screen.findByRole('dialog', { name: action });
};

/** Opens the playlists page and, from a row's 'More' menu, the dialog of one of its actions. */
export const openRowDialog = async (name: string, action: 'Edit playlist' | 'Delete playlist') => {
  renderPlaylists();
  await chooseFromMore(name, action);
  return screen.findByRole('dialog', { name: action });
};
