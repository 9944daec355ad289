import { $currentItem, $queue, clearQueue } from '@rsm/shared';
import { fakeNetwork, reply } from '@rsm/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { meta, playlist, playlistColumns, track } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';
import { logInEachTest } from '../../../testing/session';
import { PlaylistPage } from './playlist-page';

const summer = playlist({ uuid: 'a1', name: 'Summer promo', tracks_count: 3 });
const three = () => [track(1, 'Neon Rain'), track(2, 'Low Sun'), track(3, 'Tide')];

const network = fakeNetwork({
  'GET /v1_rsm/projects/a1': () => ({ project: summer }),
  'GET /v2/projects/a1/tracks': () => ({ tracks: three(), meta: meta(3, 1, 50) }),
  'GET /v2/project_categories': () => ({ project_categories: [{ id: 1, name: 'Default' }] }),
});
const tracksQueries = () => network.callsTo('GET /v2/projects/a1/tracks').map(({ query }) => query);
const sorts = () => network.callsTo('POST /v2/projects/a1/tracks/:id/sort');

/** A request that answers only when the test says so: with a body, or a `reply(status, body)`. */
function deferred() {
  let settle: (answer: unknown) => void = () => undefined;
  return {
    handler: () => new Promise((resolve) => (settle = resolve)),
    answer: (answer: unknown) => settle(answer),
  };
}

const renderPlaylist = (path = '/dashboard/playlists/a1') =>
  renderPage(<PlaylistPage />, { path, pattern: '/dashboard/playlists/:uuid' });
const titles = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0]!.textContent);

beforeEach(() => clearQueue());
logInEachTest();

/** The reordering's live region (a toast left by another action is a status too). */
const reorderAnnouncement = () =>
  screen.getAllByRole('status').find((status) => status.getAttribute('aria-live') === 'polite')?.textContent;

describe('PlaylistPage', () => {
  it('shows the playlist, its count and its tracks in the playlist columns', async () => {
    renderPlaylist();
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer promo' })).toBeTruthy();
    expect(screen.getByText('3 tracks')).toBeTruthy();
    await screen.findByRole('link', { name: 'Neon Rain' });
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(playlistColumns);
    const row = screen.getAllByRole('row')[2]!;
    expect(within(row).getByText('2')).toBeTruthy();
    expect(within(row).getByText('About Low Sun')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Night Drive' }).getAttribute('href')).toBe('/albums/al1');
    expect(within(row).getByText('Cinematic')).toBeTruthy();
    expect(within(row).getByText('Ana Lima')).toBeTruthy();
    expect(within(row).getByText('01:35')).toBeTruthy();
    expect(tracksQueries()).toContainEqual({ page: '1', per: '50' });
  });

  it('shows the not-found page for a playlist that does not exist', async () => {
    network.serve({ 'GET /v1_rsm/projects/a1': () => reply(404, { message: 'Not found' }) });
    renderPlaylist();
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('pages with the chosen page size and numbers rows across pages', async () => {
    network.serve({
      'GET /v1_rsm/projects/a1': () => ({ project: { ...summer, tracks_count: 101 } }),
      'GET /v2/projects/a1/tracks': () => ({ tracks: [track(101, 'Later')], meta: meta(101, 2, 100) }),
      // The header's summary of all tracks is not what this test is about.
      'GET /v2/projects/a1/tracks/summary': () => reply(404, {}),
    });
    renderPlaylist('/dashboard/playlists/a1?page=2&per=100');
    const row = (await screen.findByRole('link', { name: 'Later' })).closest('tr')!;
    expect(within(row).getByText('101')).toBeTruthy();
    expect(tracksQueries()).toContainEqual({ page: '2', per: '100' });
    expect((screen.getByLabelText('Tracks per page') as HTMLSelectElement).value).toBe('100');
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
      '/dashboard/playlists/a1?per=100',
    );
    fireEvent.change(screen.getByLabelText('Tracks per page'), { target: { value: '250' } });
    await waitFor(() => expect(tracksQueries().at(-1)).toEqual({ page: '1', per: '250' }));
  });

  it('queues the page in order from the track played', async () => {
    renderPlaylist();
    fireEvent.click(await screen.findByRole('button', { name: 'Play Low Sun' }));
    expect($queue.get().map((item) => item.title)).toEqual(['Neon Rain', 'Low Sun', 'Tide']);
    expect($currentItem.get()?.title).toBe('Low Sun');
  });
});

describe('Removing a track', () => {
  const askToRemove = async (name: string) => {
    renderPlaylist();
    fireEvent.click(await screen.findByRole('button', { name: `Remove ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove track' });
    expect(
      within(dialog).getByText(
        `Are you sure you want to delete "${name}" track from "Summer promo" playlist?`,
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
  };

  it('takes the row and one from the count away at once, then says so', async () => {
    const remove = deferred();
    network.serve({ 'DELETE /v2/projects/a1/tracks/:id': remove.handler });
    await askToRemove('Low Sun');
    // In the render of the click itself, long before the server has answered.
    expect(screen.queryByRole('link', { name: 'Low Sun' })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Remove track' })).toBeNull();
    expect(await screen.findByText('2 tracks')).toBeTruthy();
    expect(network.callsTo('DELETE /v2/projects/a1/tracks/2')).toHaveLength(1);
    network.serve({
      'GET /v1_rsm/projects/a1': () => ({ project: { ...summer, tracks_count: 2 } }),
      'GET /v2/projects/a1/tracks': () => ({
        tracks: [track(1, 'Neon Rain'), track(3, 'Tide')],
        meta: meta(2, 1, 50),
      }),
    });
    await act(async () => remove.answer({ success: true }));
    expect(await screen.findByText('Track has been removed.')).toBeTruthy();
    expect(titles()).toEqual(['Neon Rain', 'Tide']);
  });

  it('puts the row back and says so when the server refuses', async () => {
    const remove = deferred();
    network.serve({ 'DELETE /v2/projects/a1/tracks/:id': remove.handler });
    await askToRemove('Low Sun');
    // Before the server has answered.
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Low Sun' })).toBeNull());
    await waitFor(() => expect(network.callsTo('DELETE /v2/projects/a1/tracks/2')).toHaveLength(1));
    await act(async () => remove.answer(reply(500, { message: 'boom' })));
    expect(await screen.findByText('Failed to delete track.')).toBeTruthy();
    expect(titles()).toEqual(['Neon Rain', 'Low Sun', 'Tide']);
    expect(screen.getByText('3 tracks')).toBeTruthy();
  });
});

describe('Reordering tracks', () => {
  it('moves a focused row with Alt+arrows at once, one request per move with its absolute position', async () => {
    let order = three();
    network.serve({
      'POST /v2/projects/a1/tracks/:id/sort': () => ({ success: true }),
      'GET /v2/projects/a1/tracks': () => ({ tracks: order, meta: meta(103, 2, 50) }),
    });
    renderPlaylist('/dashboard/playlists/a1?page=2');
    const row = (await screen.findByRole('link', { name: 'Tide' })).closest('tr')!;
    row.focus();
    order = [track(1, 'Neon Rain'), track(3, 'Tide'), track(2, 'Low Sun')];
    fireEvent.keyDown(row, { key: 'ArrowUp', altKey: true });
    // In the render of the key press itself.
    expect(titles()).toEqual(['Neon Rain', 'Tide', 'Low Sun']);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Tide' }).closest('tr'));
    await waitFor(() => expect(sorts()).toHaveLength(1));
    // Index 1 of page 2 at 50 a page.
    expect(sorts().map(({ path, body }) => [path, body])).toEqual([
      ['/v2/projects/a1/tracks/3/sort', { position: 51 }],
    ]);
    // The first row does not go further up, nor the last further down; the arrows alone do nothing.
    fireEvent.keyDown(screen.getAllByRole('row')[1]!, { key: 'ArrowUp', altKey: true });
    fireEvent.keyDown(screen.getAllByRole('row')[3]!, { key: 'ArrowDown', altKey: true });
    fireEvent.keyDown(screen.getAllByRole('row')[1]!, { key: 'ArrowDown' });
    await waitFor(() => expect(titles()).toEqual(['Neon Rain', 'Tide', 'Low Sun']));
    expect(sorts()).toHaveLength(1);
  });

  it('moves a track with the arrows on its Reorder button, keeps focus there and tells a screen reader', async () => {
    network.serve({ 'POST /v2/projects/a1/tracks/:id/sort': () => ({ success: true }) });
    renderPlaylist();
    const handle = await screen.findByRole('button', { name: 'Reorder Neon Rain' });
    expect(handle.getAttribute('aria-describedby')).toBe('track-table-reorder-help');
    expect(document.getElementById('track-table-reorder-help')!.textContent).toMatch(/up or down arrow/);
    handle.focus();
    fireEvent.keyDown(handle, { key: 'ArrowDown' });
    expect(titles()).toEqual(['Low Sun', 'Neon Rain', 'Tide']);
    expect(reorderAnnouncement()).toBe('Neon Rain moved to position 2 of 3.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reorder Neon Rain' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(titles()).toEqual(['Low Sun', 'Tide', 'Neon Rain']);
    expect(reorderAnnouncement()).toBe('Neon Rain moved to position 3 of 3.');
    await waitFor(() => expect(sorts()).toHaveLength(2));
    expect(sorts().map(({ path, body }) => [path, body])[1]).toEqual([
      '/v2/projects/a1/tracks/1/sort',
      { position: 2 },
    ]);
  });

  it('puts the order back and says so when the server refuses', async () => {
    const sort = deferred();
    network.serve({ 'POST /v2/projects/a1/tracks/:id/sort': sort.handler });
    renderPlaylist();
    const row = (await screen.findByRole('link', { name: 'Neon Rain' })).closest('tr')!;
    fireEvent.keyDown(row, { key: 'ArrowDown', altKey: true });
    await waitFor(() => expect(titles()).toEqual(['Low Sun', 'Neon Rain', 'Tide']));
    await waitFor(() => expect(sorts()).toHaveLength(1));
    await act(async () => sort.answer(reply(500, { message: 'boom' })));
    expect(await screen.findByText('Cannot reorder tracks, try again later.')).toBeTruthy();
    expect(titles()).toEqual(['Neon Rain', 'Low Sun', 'Tide']);
    expect(reorderAnnouncement()).toBe('Neon Rain could not be moved and is back at position 1.');
  });
});
