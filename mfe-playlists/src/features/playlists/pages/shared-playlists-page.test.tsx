import { $authHeaders, Route, Routes, type SharedPlaylist } from '@rsm/shared';
import { fakeNetwork, reply, TestProviders } from '@rsm/shared/testing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { logInHeaders, meta, playlist, track } from '../../../testing/fixtures';
import { SharedPlaylistPage } from './shared-playlist-page';
import { SharedPlaylistsPage } from './shared-playlists-page';

const TOKEN = 'rFYUwTRcPRba1BIKYPkv25Vgtv7Hg9F-BgFA5uqy-Xw';
const shared = playlist({ id: 5, uuid: 'p5', name: 'Road trip', tracks_count: 2 });
const received = (id: number, name: string): SharedPlaylist => ({
  ...playlist({ id, uuid: `p${id}`, name, tracks_count: 1 }),
  share: {
    id,
    email: 'ana@example.com',
    created_at: '2026-01-02T10:00:00Z',
    sender: { first_name: 'Carla', last_name: 'Customer', email: 'carla@example.com' },
  },
});

const network = fakeNetwork({
  'GET /v1_rsm/projects/by_token': ({ query }) =>
    query.token === TOKEN ? { project: shared } : reply(404, { message: 'Not found' }),
  'GET /v1_rsm/projects/tracks_by_token': () => ({
    tracks: [track(1, 'Neon Rain')],
    meta: meta(1, 1, 50),
  }),
  'GET /v1_rsm/received_projects': () => ({ projects: [], meta: meta(0) }),
});

function openPage() {
  return render(
    <Routes>
      <Route path="/shared-playlists" element={<SharedPlaylistsPage />} />
      <Route path="/shared-playlists/:id" element={<SharedPlaylistPage />} />
    </Routes>,
    { wrapper: ({ children }) => <TestProviders path="/shared-playlists">{children}</TestProviders> },
  );
}

const linkField = () => screen.getByRole('textbox', { name: 'Shared link or code' });
const openButton = () => screen.getByRole('button', { name: 'Open playlist' });

afterEach(() => $authHeaders.set(null));

describe('SharedPlaylistsPage', () => {
  it('says what a shared playlist is and how to open one, titled for the tab', () => {
    // The tab is named by the page the address bar shows.
    window.history.replaceState(null, '', '/shared-playlists');
    openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Shared playlists' })).toBeTruthy();
    expect(screen.getByText(/A shared playlist is a selection of tracks/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Open a shared playlist' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    expect(document.title).toBe('Shared playlists · RSM Music');
    window.history.replaceState(null, '', '/');
  });

  it('opens the playlist of a pasted emailed link', async () => {
    openPage();
    fireEvent.change(linkField(), { target: { value: ` /shared-playlists/5?token=${TOKEN} ` } });
    fireEvent.click(openButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'Road trip' })).toBeTruthy();
  });

  it('looks up a pasted code alone, then opens its playlist', async () => {
    openPage();
    fireEvent.change(linkField(), { target: { value: TOKEN } });
    fireEvent.click(openButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'Road trip' })).toBeTruthy();
  });

  it('says what is wrong with text that is not a link, and with a code that opens nothing', async () => {
    openPage();
    fireEvent.click(openButton());
    expect(
      await screen.findByText('Paste the whole link from the email, or the code that ends it.'),
    ).toBeTruthy();
    expect(linkField().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(linkField(), { target: { value: 'x'.repeat(20) } });
    fireEvent.click(openButton());
    expect(
      await screen.findByText('This link does not open a playlist any more. Ask the sender for a new one.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Shared playlists' })).toBeTruthy();
  });

  it('asks a visitor to log in to see what was sent to them', () => {
    openPage();
    const panel = screen.getByRole('region', { name: 'Shared with you' });
    expect(within(panel).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fshared-playlists',
    );
  });

  it('lists the playlists sent to a signed-in customer, newest first, with who sent them', async () => {
    $authHeaders.set(logInHeaders);
    network.serve({
      'GET /v1_rsm/received_projects': () => ({
        projects: [received(7, 'Ad pitch'), received(6, 'Road trip')],
        meta: meta(2),
      }),
    });
    openPage();
    const list = await screen.findByRole('list', { name: 'Playlists shared with you' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Ad pitch',
      'Road trip',
    ]);
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe('/dashboard/playlists/received/7');
    expect(items[0]!.textContent).toContain('From Carla Customer · 1 track');
  });

  it('says plainly when nothing has been shared with a signed-in customer yet', async () => {
    $authHeaders.set(logInHeaders);
    openPage();
    expect(await screen.findByText(/Nothing has been shared with you yet/)).toBeTruthy();
  });
});
