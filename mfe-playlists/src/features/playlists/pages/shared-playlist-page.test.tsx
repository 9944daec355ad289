import { $authHeaders, $currentItem, ApiError, clearQueue, request, type SharedPlaylist } from '@rsm/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, type Handler } from '../../../testing/fake-api';
import { logInHeaders, meta, playlist, track } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';
import { SharedPlaylistPage } from './shared-playlist-page';
import { SharedPlaylistsTabPage } from './shared-playlists-tab-page';

jest.mock('@rsm/shared', () => ({ ...jest.requireActual('@rsm/shared'), request: jest.fn() }));
const mockedRequest = jest.mocked(request);

const shared = playlist({ id: 5, uuid: 'p5', name: 'Road trip', tracks_count: 2 });
const sharedRow = (overrides: Partial<SharedPlaylist['share']> = {}): SharedPlaylist => ({
  ...shared,
  share: {
    id: 31,
    email: 'bo@example.com',
    created_at: '2026-01-02T10:00:00Z',
    sender: { first_name: 'Carla', last_name: 'Customer', email: 'carla@example.com' },
    ...overrides,
  },
});

function serve(routes: Record<string, Handler> = {}) {
  mockedRequest.mockImplementation(
    fakeApi(ApiError, {
      'GET /v1_rsm/projects/by_token': ({ query }) =>
        query?.token === 'good' || query?.share_id === 31
          ? { project: shared }
          : Promise.reject(new ApiError(404, null, 'Not found')),
      'GET /v1_rsm/projects/tracks_by_token': () => ({
        tracks: [track(1, 'Neon Rain'), track(2, 'Low Sun')],
        meta: meta(2, 1, 50),
      }),
      'GET /v1_rsm/received_projects': () => ({ projects: [sharedRow()], meta: meta(1) }),
      'GET /v1_rsm/sent_projects': () => ({ projects: [sharedRow()], meta: meta(1) }),
      ...routes,
    }) as typeof request,
  );
}

const openShared = (path: string) =>
  renderPage(<SharedPlaylistPage />, { path, pattern: '/shared-playlists/:id' });

beforeEach(() => {
  clearQueue();
  serve();
});
afterEach(() => {
  $authHeaders.set(null);
  mockedRequest.mockReset();
});

describe('SharedPlaylistPage', () => {
  it('opens a shared playlist for a visitor with the token, and plays its tracks as a queue', async () => {
    openShared('/shared-playlists/5?token=good');
    expect(await screen.findByRole('heading', { level: 1, name: 'Road trip' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download Road trip' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to my playlists' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Play Low Sun' }));
    expect($currentItem.get()?.trackId).toBe(2);
  });

  it('says the link no longer works for an unknown token, and asks for the link without one', async () => {
    openShared('/shared-playlists/5?token=bad');
    expect(await screen.findByText(/This link does not open a playlist any more/)).toBeTruthy();
  });

  it('copies the playlist into the customer’s own playlists', async () => {
    $authHeaders.set(logInHeaders);
    const copy = jest.fn(() => ({ project: playlist({ uuid: 'mine', name: 'Road trip' }) }));
    serve({ 'POST /v1_rsm/projects/add_to_my_projects': copy });
    openShared('/shared-playlists/5?token=good');
    fireEvent.click(await screen.findByRole('button', { name: 'Add to my playlists' }));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(copy).toHaveBeenCalledWith(
      expect.objectContaining({ body: { token: 'good' } }),
      expect.anything(),
    );
  });

  const openReceived = (path: string) =>
    renderPage(<SharedPlaylistPage received />, { path, pattern: '/dashboard/playlists/received/:id' });

  it('opens a received playlist by its share id for the signed-in recipient, without the emailed link', async () => {
    $authHeaders.set(logInHeaders);
    const copy = jest.fn(() => ({ project: playlist({ uuid: 'mine', name: 'Road trip' }) }));
    serve({ 'POST /v1_rsm/projects/add_to_my_projects': copy });
    openReceived('/dashboard/playlists/received/31');
    expect(await screen.findByRole('heading', { level: 1, name: 'Road trip' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Play Low Sun' }));
    expect($currentItem.get()?.trackId).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Add to my playlists' }));
    await waitFor(() =>
      expect(copy).toHaveBeenCalledWith(
        expect.objectContaining({ body: { share_id: 31 } }),
        expect.anything(),
      ),
    );
  });

  it('asks a visitor on a received page for the emailed link', async () => {
    openReceived('/dashboard/playlists/received/31');
    expect(await screen.findByText(/Open this playlist with the link from the email/)).toBeTruthy();
  });
});

describe('SharedPlaylistsTabPage', () => {
  beforeEach(() => $authHeaders.set(logInHeaders));

  it('lists received playlists with their sender', async () => {
    renderPage(<SharedPlaylistsTabPage />, {
      path: '/dashboard/playlists/received',
      pattern: '/dashboard/playlists/received',
    });
    const link = await screen.findByRole('link', { name: 'Road trip' });
    expect(link.closest('tr')!.textContent).toContain('Carla Customer');
    expect(link.getAttribute('href')).toBe('/dashboard/playlists/received/31');
  });

  it('lists sent playlists with the address they went to', async () => {
    renderPage(<SharedPlaylistsTabPage />, {
      path: '/dashboard/playlists/sent',
      pattern: '/dashboard/playlists/sent',
    });
    const link = await screen.findByRole('link', { name: 'Road trip' });
    expect(link.closest('tr')!.textContent).toContain('bo@example.com');
    await waitFor(() =>
      expect(mockedRequest.mock.calls.some(([path]) => path === '/v1_rsm/sent_projects')).toBe(true),
    );
  });
});
