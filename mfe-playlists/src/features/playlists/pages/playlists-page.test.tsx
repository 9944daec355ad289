import { $authHeaders, $pinnedPlaylist } from '@rsm/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { meta } from '../../../testing/fixtures';
import {
  rowOf,
  chooseFromMore,
  renderPlaylists,
  setUpPlaylistsPage,
  summer,
} from '../../../testing/playlists-page';

const network = setUpPlaylistsPage();
const lastQuery = (route: string) => network.callsTo(route).at(-1)?.query;

describe('PlaylistsPage', () => {
  it('asks a visitor to log in, and loads nothing', () => {
    $authHeaders.set(null);
    renderPlaylists();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fdashboard%2Fplaylists',
    );
    expect(network.calls).toEqual([]);
  });

  it('lists the playlists newest first, with the page links', async () => {
    network.serve({
      'GET /v1_rsm/projects': () => ({ projects: [summer], meta: meta(41) }),
    });
    renderPlaylists();
    expect(await screen.findByRole('link', { name: 'Summer promo' })).toBeTruthy();
    expect(network.callsTo('GET /v1_rsm/projects')[0]?.query).toEqual({
      page: '1',
      per: '20',
      sort: 'updated_at desc',
    });
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
  });

  it('sorts by the chosen option, descending first, and flips it when chosen again', async () => {
    renderPlaylists();
    await rowOf('Summer promo');
    const sort = screen.getByRole('group', { name: 'Sort playlists by:' });
    expect(within(sort).getByRole('button', { name: 'Date, descending' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    fireEvent.click(within(sort).getByRole('button', { name: 'Name' }));
    await waitFor(() =>
      expect(lastQuery('GET /v1_rsm/projects')).toEqual(expect.objectContaining({ sort: 'name desc' })),
    );
    fireEvent.click(within(sort).getByRole('button', { name: 'Name, descending' }));
    await waitFor(() =>
      expect(lastQuery('GET /v1_rsm/projects')).toEqual(expect.objectContaining({ sort: 'name asc' })),
    );
    expect(within(sort).getByRole('button', { name: 'Name, ascending' })).toBeTruthy();
    fireEvent.click(within(sort).getByRole('button', { name: 'Tracks' }));
    await waitFor(() =>
      expect(lastQuery('GET /v1_rsm/projects')).toEqual(
        expect.objectContaining({ sort: 'tracks_count desc' }),
      ),
    );
  });

  it('expands one row at a time to its first 10 tracks, with Show more past 10', async () => {
    renderPlaylists();
    const summerRow = await rowOf('Summer promo');
    fireEvent.click(within(summerRow).getByRole('button', { name: 'Show tracks of Summer promo' }));
    expect(await screen.findByText('Track 10')).toBeTruthy();
    expect(network.callsTo('GET /v2/projects/a1/tracks').map(({ query }) => query)).toContainEqual({
      page: '1',
      per: '10',
    });
    expect(screen.getByRole('link', { name: 'Show more' }).getAttribute('href')).toBe(
      '/dashboard/playlists/a1',
    );

    const trailerRow = await rowOf('Trailer ideas');
    fireEvent.click(within(trailerRow).getByRole('button', { name: 'Show tracks of Trailer ideas' }));
    expect(await screen.findByText("You don't have any tracks in this playlist")).toBeTruthy();
    expect(screen.queryByText('Track 10')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Show more' })).toBeNull();

    const toggle = within(trailerRow).getByRole('button', { name: 'Show tracks of Trailer ideas' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(screen.queryByText("You don't have any tracks in this playlist")).toBeNull();
  });

  it("offers details, edit, delete, pin and the downloads in each row's More menu", async () => {
    renderPlaylists();
    const row = await rowOf('Summer promo');
    const more = within(row).getByRole('button', { name: 'More actions for Summer promo' });
    expect(more.getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Playlist details',
      'Edit playlist',
      'Delete playlist',
      'Pin playlist',
      'Playlist mp3',
      'Playlist + Edits mp3',
      'Playlist wav',
      'Playlist + Edits wav',
      'Export CSV',
      'Export PDF',
    ]);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Pin playlist' }));
    expect($pinnedPlaylist.get()).toEqual({ uuid: 'a1', name: 'Summer promo' });
    expect(screen.queryByRole('menu')).toBeNull();
    await chooseFromMore('Summer promo', 'Unpin playlist');
    expect($pinnedPlaylist.get()).toBeNull();
    await chooseFromMore('Summer promo', 'Playlist details');
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
  });
});
