import {
  $authHeaders,
  $currentItem,
  $customer,
  clearQueue,
  togglePlay,
  type SharedPlaylist,
} from '@rsm/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { customerFixture, fakeNetwork, reply } from '@rsm/shared/testing';
import { logInHeaders, meta, playlist, track } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';
import { SharedPlaylistPage } from './shared-playlist-page';
import { SharedPlaylistsTabPage } from './shared-playlists-tab-page';

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

const network = fakeNetwork({
  'GET /v1_rsm/projects/by_token': ({ query }) =>
    query.token === 'good' || query.share_id === '31'
      ? {
          project: shared,
          share: { sender_name: 'Carla Customer', message: 'For the trailer:\nthe second one.' },
        }
      : reply(404, { message: 'Not found' }),
  'GET /v1_rsm/projects/tracks_by_token': () => ({
    tracks: [track(1, 'Neon Rain'), track(2, 'Low Sun')],
    meta: meta(2, 1, 50),
  }),
  'GET /v1_rsm/received_projects': () => ({ projects: [sharedRow()], meta: meta(1) }),
  'GET /v1_rsm/sent_projects': () => ({ projects: [sharedRow()], meta: meta(1) }),
  'POST /v1_rsm/received_projects/track_event': () => ({ track_event: {} }),
  'POST /v1_rsm/projects/add_to_my_projects': () => ({
    project: playlist({ uuid: 'mine', name: 'Road trip' }),
  }),
});
const copies = () => network.callsTo('POST /v1_rsm/projects/add_to_my_projects').map(({ body }) => body);

const openShared = (path: string) =>
  renderPage(<SharedPlaylistPage />, { path, pattern: '/shared-playlists/:id' });
/** The received or the sent tab, each a route without parameters. */
const openTab = (path: '/dashboard/playlists/received' | '/dashboard/playlists/sent') =>
  renderPage(<SharedPlaylistsTabPage />, { path, pattern: path });

beforeEach(() => clearQueue());
afterEach(() => {
  $authHeaders.set(null);
  $customer.set(undefined);
});

describe('SharedPlaylistPage', () => {
  it('opens a shared playlist for a visitor with the token, and plays its tracks as a queue', async () => {
    openShared('/shared-playlists/5?token=good');
    expect(await screen.findByRole('heading', { level: 1, name: 'Road trip' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download Road trip' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save to my playlists' })).toBeNull();
    // Who sent it and their note; a visitor is offered an account that brings them back here.
    expect(screen.getByText('Sent to you by Carla Customer')).toBeTruthy();
    expect(screen.getByText(/For the trailer:\s+the second one\./).tagName).toBe('BLOCKQUOTE');
    const signUp = screen.getByRole('link', { name: 'Log in or create an account to save this playlist' });
    expect(signUp.getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent('/shared-playlists/5?token=good')}`,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Play Low Sun' }));
    expect($currentItem.get()?.trackId).toBe(2);
  });

  it('says the link no longer works for an unknown token, and asks for the link without one', async () => {
    openShared('/shared-playlists/5?token=bad');
    expect(await screen.findByText(/This link does not open a playlist any more/)).toBeTruthy();
  });

  it('copies the playlist into the customer’s own playlists', async () => {
    $authHeaders.set(logInHeaders);
    openShared('/shared-playlists/5?token=good');
    fireEvent.click(await screen.findByRole('button', { name: 'Save to my playlists' }));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(copies()).toEqual([{ token: 'good' }]);
  });

  const openReceived = (path: string) =>
    renderPage(<SharedPlaylistPage received />, { path, pattern: '/dashboard/playlists/received/:id' });

  it('opens a received playlist by its share id for the signed-in recipient, without the emailed link', async () => {
    $authHeaders.set(logInHeaders);
    openReceived('/dashboard/playlists/received/31');
    expect(await screen.findByRole('heading', { level: 1, name: 'Road trip' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Play Low Sun' }));
    expect($currentItem.get()?.trackId).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Save to my playlists' }));
    await waitFor(() => expect(copies()).toEqual([{ share_id: 31 }]));
  });

  it('asks a visitor on a received page for the emailed link', async () => {
    openReceived('/dashboard/playlists/received/31');
    expect(await screen.findByText(/Open this playlist with the link from the email/)).toBeTruthy();
  });
});

describe('SharedPlaylistsTabPage', () => {
  beforeEach(() => $authHeaders.set(logInHeaders));

  it('lists received playlists with their sender', async () => {
    openTab('/dashboard/playlists/received');
    const link = await screen.findByRole('link', { name: 'Road trip' });
    expect(link.closest('tr')!.textContent).toContain('Carla Customer');
    expect(link.getAttribute('href')).toBe('/dashboard/playlists/received/31');
  });

  it('lists sent playlists with the address they went to', async () => {
    openTab('/dashboard/playlists/sent');
    const link = await screen.findByRole('link', { name: 'Road trip' });
    expect(link.closest('tr')!.textContent).toContain('bo@example.com');
    await waitFor(() => expect(network.callsTo('GET /v1_rsm/sent_projects').length).toBeGreaterThan(0));
  });
});

describe('What recipients do with a shared playlist', () => {
  const events = () => network.callsTo('POST /v1_rsm/received_projects/track_event').map(({ body }) => body);

  it("records a visitor's plays with the link's token, once per track started", async () => {
    openShared('/shared-playlists/5?token=good');
    fireEvent.click(await screen.findByRole('button', { name: 'Play Low Sun' }));
    await waitFor(() => expect(events()).toEqual([{ token: 'good', track_id: 2, event: 'play' }]));
    // Pausing and playing again is the same play.
    act(() => togglePlay());
    fireEvent.click(screen.getByRole('button', { name: 'Play Low Sun' }));
    fireEvent.click(screen.getByRole('button', { name: 'Play Neon Rain' }));
    await waitFor(() => expect(events()).toHaveLength(2));
    expect(events()).toEqual([
      { token: 'good', track_id: 2, event: 'play' },
      { token: 'good', track_id: 1, event: 'play' },
    ]);
  });

  it("records the signed-in recipient's downloads by share id", async () => {
    $authHeaders.set(logInHeaders);
    // The host publishes the signed-in customer; downloads wait for it.
    $customer.set(customerFixture());
    renderPage(<SharedPlaylistPage received />, {
      path: '/dashboard/playlists/received/31',
      pattern: '/dashboard/playlists/received/:id',
    });
    // The file itself is not what this test is about.
    network.serve({ 'GET /v2/tracks/:id/download': () => reply(404, {}) });
    const row = (await screen.findByRole('button', { name: 'Play Low Sun' })).closest('tr')!;
    fireEvent.click(within(row).getByRole('link', { name: /^Download Low Sun/ }));
    await waitFor(() => expect(events()).toEqual([{ project_share_id: 31, track_id: 2, event: 'download' }]));
  });
});

describe('The addresses of a sent playlist', () => {
  const emails = [
    {
      id: 41,
      email: 'bo@example.com',
      created_at: '2026-01-02T10:00:00Z',
      shares_count: 2,
      plays: 3,
      downloads: 1,
    },
    {
      id: 42,
      email: 'al@example.com',
      created_at: '2026-01-01T10:00:00Z',
      shares_count: 1,
      plays: 0,
      downloads: 0,
    },
  ];
  /** The sent playlists' page with the addresses' list open; the server removes an address unless it refuses. */
  const openSent = async ({ refuse = false } = {}) => {
    $authHeaders.set(logInHeaders);
    let stored = emails;
    network.serve({
      'GET /v1_rsm/project_share_emails/p5': () => ({ project_share_emails: stored }),
      'DELETE /v1_rsm/project_share_emails/:id': ({ params }) => {
        if (refuse) return reply(500, { message: 'boom' });
        stored = stored.filter((entry) => String(entry.id) !== params.id);
        return { success: true };
      },
    });
    openTab('/dashboard/playlists/sent');
    fireEvent.click(await screen.findByRole('button', { name: 'Show addresses of Road trip' }));
    return screen.findByRole('list', { name: 'Addresses Road trip was sent to' });
  };
  const askToRemove = (list: HTMLElement, email: string) => {
    fireEvent.click(within(list).getByRole('button', { name: `Remove ${email}` }));
    const dialog = screen.getByRole('dialog', { name: 'Remove address' });
    expect(
      within(dialog).getByText(
        `Are you sure you want to remove "${email}" from "Road trip" playlist? The links sent to this address will stop working.`,
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
  };

  it('lists each address with its sendings, plays and downloads, and removes one after asking', async () => {
    const list = await openSent();
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(first.textContent).toContain('bo@example.com');
    expect(first.textContent).toContain('Sent 2 times');
    expect(first.textContent).toContain('3 plays, 1 download');
    askToRemove(list, 'al@example.com');
    await waitFor(() => expect(within(list).queryByText('al@example.com')).toBeNull());
    expect(network.callsTo('DELETE /v1_rsm/project_share_emails/:id').map(({ path }) => path)).toEqual([
      '/v1_rsm/project_share_emails/42',
    ]);
    expect(await screen.findByText('The address has been removed.')).toBeTruthy();
  });

  it('keeps the address and says so when the server refuses', async () => {
    const list = await openSent({ refuse: true });
    askToRemove(list, 'al@example.com');
    expect(await screen.findByText('Failed to remove the address.')).toBeTruthy();
    expect(within(list).getByText('al@example.com')).toBeTruthy();
  });
});
