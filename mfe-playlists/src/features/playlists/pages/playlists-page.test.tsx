import {
  $authHeaders,
  $pinnedPlaylist,
  ApiError,
  request,
  type Playlist,
  type PlaylistListResponse,
} from '@rsm/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, type Handler } from '../../../testing/fake-api';
import { logInHeaders, meta, playlist, track } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';
import { PlaylistsPage } from './playlists-page';

jest.mock('@rsm/shared', () => ({ ...jest.requireActual('@rsm/shared'), request: jest.fn() }));
const mockedRequest = jest.mocked(request);

const summer = playlist({ uuid: 'a1', name: 'Summer promo', tracks_count: 12 });
const trailer = playlist({ id: 2, uuid: 'b2', name: 'Trailer ideas', tracks_count: 0 });
const list = (projects: Playlist[]): PlaylistListResponse => ({ projects, meta: meta(projects.length) });
const folders = {
  project_categories: [
    { id: 1, name: 'Default' },
    { id: 7, name: 'Clients' },
  ],
};

function serve(routes: Record<string, Handler> = {}) {
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

const renderPlaylists = () =>
  renderPage(<PlaylistsPage />, { path: '/dashboard/playlists', pattern: '/dashboard/playlists' });
const rowOf = async (name: string) =>
  (await screen.findByRole('link', { name })).closest('tr') as HTMLElement;
/** A row's action, from its 'More' menu: jsdom matches no media query, so the page has its small-screen layout. */
const chooseFromMore = async (name: string, action: string) => {
  fireEvent.click(within(await rowOf(name)).getByRole('button', { name: `More actions for ${name}` }));
  fireEvent.click(screen.getByRole('menuitem', { name: action }));
};
const callsTo = (path: string, method = 'GET') =>
  mockedRequest.mock.calls.filter(
    ([called, options]) => called === path && (options?.method ?? 'GET') === method,
  );

beforeEach(() => {
  $authHeaders.set(logInHeaders);
  $pinnedPlaylist.set(null);
  serve();
});
afterEach(() => {
  $authHeaders.set(null);
  mockedRequest.mockReset();
});

describe('PlaylistsPage', () => {
  it('asks a visitor to log in, and loads nothing', () => {
    $authHeaders.set(null);
    renderPlaylists();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fdashboard%2Fplaylists',
    );
    expect(mockedRequest).not.toHaveBeenCalled();
  });

  it('lists the playlists newest first, with the page links', async () => {
    serve({
      'GET /v1_rsm/projects': () => ({ projects: [summer], meta: meta(41) }),
    });
    renderPlaylists();
    expect(await screen.findByRole('link', { name: 'Summer promo' })).toBeTruthy();
    expect(mockedRequest).toHaveBeenCalledWith(
      '/v1_rsm/projects',
      expect.objectContaining({ query: { page: 1, per: 20, sort: 'updated_at desc' } }),
    );
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
      expect(mockedRequest).toHaveBeenLastCalledWith(
        '/v1_rsm/projects',
        expect.objectContaining({ query: expect.objectContaining({ sort: 'name desc' }) }),
      ),
    );
    fireEvent.click(within(sort).getByRole('button', { name: 'Name, descending' }));
    await waitFor(() =>
      expect(mockedRequest).toHaveBeenLastCalledWith(
        '/v1_rsm/projects',
        expect.objectContaining({ query: expect.objectContaining({ sort: 'name asc' }) }),
      ),
    );
    expect(within(sort).getByRole('button', { name: 'Name, ascending' })).toBeTruthy();
    fireEvent.click(within(sort).getByRole('button', { name: 'Tracks' }));
    await waitFor(() =>
      expect(mockedRequest).toHaveBeenLastCalledWith(
        '/v1_rsm/projects',
        expect.objectContaining({ query: expect.objectContaining({ sort: 'tracks_count desc' }) }),
      ),
    );
  });

  it('expands one row at a time to its first 10 tracks, with Show more past 10', async () => {
    renderPlaylists();
    const summerRow = await rowOf('Summer promo');
    fireEvent.click(within(summerRow).getByRole('button', { name: 'Show tracks of Summer promo' }));
    expect(await screen.findByText('Track 10')).toBeTruthy();
    expect(mockedRequest).toHaveBeenCalledWith(
      '/v2/projects/a1/tracks',
      expect.objectContaining({ query: { page: 1, per: 10 } }),
    );
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

describe('Add playlist', () => {
  const openAdd = async () => {
    renderPlaylists();
    await rowOf('Summer promo');
    fireEvent.click(screen.getByRole('button', { name: 'Add playlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add playlist' });
    await within(dialog).findByRole('option', { name: 'Clients' });
    return dialog;
  };
  const fill = (dialog: HTMLElement, name: string, folder?: string) => {
    fireEvent.input(within(dialog).getByLabelText('Playlist name'), { target: { value: name } });
    if (folder)
      fireEvent.change(within(dialog).getByLabelText('Folder'), {
        target: { value: folder === 'Clients' ? '7' : '1' },
      });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
  };

  it('requires a name and a folder', async () => {
    const dialog = await openAdd();
    fill(dialog, '  ');
    expect(await within(dialog).findByText('Playlist name is required')).toBeTruthy();
    expect(within(dialog).getByText('Folder is required')).toBeTruthy();
    expect(callsTo('/v2/projects', 'POST')).toHaveLength(0);
  });

  it('refuses the name of an existing playlist, whatever its case', async () => {
    const dialog = await openAdd();
    await waitFor(() => expect(callsTo('/v2/projects')).toHaveLength(1));
    fill(dialog, 'summer PROMO', 'Clients');
    expect(await within(dialog).findByText('Playlist name already exists')).toBeTruthy();
    expect(callsTo('/v2/projects', 'POST')).toHaveLength(0);
  });

  it('creates the playlist in the chosen folder, says so, closes and reloads the lists', async () => {
    const post = jest.fn(() => ({ project: playlist({ uuid: 'n1', name: 'Launch' }) }));
    serve({ 'POST /v2/projects': post });
    const dialog = await openAdd();
    const listCalls = callsTo('/v1_rsm/projects').length;
    fill(dialog, ' Launch ', 'Clients');
    expect(await screen.findByText('Playlist has been created.')).toBeTruthy();
    expect(post.mock.calls[0]).toEqual([
      expect.objectContaining({ body: { name: 'Launch', project_category_id: 7 } }),
      '/v2/projects',
    ]);
    expect(screen.queryByRole('dialog', { name: 'Add playlist' })).toBeNull();
    await waitFor(() => expect(callsTo('/v1_rsm/projects').length).toBeGreaterThan(listCalls));
  });

  it("shows the server's taken name on the field and the failure message", async () => {
    serve({
      'POST /v2/projects': () => {
        throw new ApiError(422, { errors: { name: ['has already been taken'] } }, 'taken');
      },
    });
    const dialog = await openAdd();
    fill(dialog, 'Brand new', 'Default');
    expect(await screen.findByText('Failed to create new playlist.')).toBeTruthy();
    expect(within(dialog).getByText('Playlist name already exists')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add playlist' })).toBeTruthy();
  });

  it('closes on Escape', async () => {
    const dialog = await openAdd();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog', { name: 'Add playlist' })).toBeNull();
  });
});

describe('Edit and delete playlist', () => {
  it('renames a playlist in its folder, shows the new name at once and says so', async () => {
    let projects = [summer, trailer];
    let answer: (value: unknown) => void = () => undefined;
    const put = jest.fn(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    serve({ 'GET /v1_rsm/projects': () => list(projects), 'PUT /v2/projects/a1': put });
    renderPlaylists();
    await chooseFromMore('Summer promo', 'Edit playlist');
    const dialog = await screen.findByRole('dialog', { name: 'Edit playlist' });
    const name = within(dialog).getByLabelText('Playlist name') as HTMLInputElement;
    expect(name.value).toBe('Summer promo');
    await within(dialog).findByRole('option', { name: 'Clients' });
    expect((within(dialog).getByLabelText('Folder') as HTMLSelectElement).value).toBe('1');
    fireEvent.input(name, { target: { value: 'Summer launch' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Shown before the server has answered.
    expect(await screen.findByRole('link', { name: 'Summer launch' })).toBeTruthy();
    projects = [{ ...summer, name: 'Summer launch' }, trailer];
    answer({ project: projects[0] });
    expect(await screen.findByText('Playlist has been updated.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Edit playlist' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Summer launch' })).toBeTruthy();
    expect(put).toHaveBeenCalledWith(
      expect.objectContaining({ body: { name: 'Summer launch', project_category_id: 1 } }),
      '/v2/projects/a1',
    );
  });

  it('says so when the update fails and keeps the old name', async () => {
    serve({
      'PUT /v2/projects/a1': () => {
        throw new ApiError(500, null, 'boom');
      },
    });
    renderPlaylists();
    await chooseFromMore('Summer promo', 'Edit playlist');
    const dialog = await screen.findByRole('dialog', { name: 'Edit playlist' });
    await within(dialog).findByRole('option', { name: 'Clients' });
    fireEvent.input(within(dialog).getByLabelText('Playlist name'), { target: { value: 'Other' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update playlist.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Summer promo' })).toBeTruthy();
  });

  it('asks before deleting, then deletes and says so', async () => {
    let projects = [summer, trailer];
    serve({
      'GET /v1_rsm/projects': () => list(projects),
      'DELETE /v2/projects/a1': () => {
        projects = [trailer];
        return { success: true };
      },
    });
    renderPlaylists();
    await chooseFromMore('Summer promo', 'Delete playlist');
    const dialog = await screen.findByRole('dialog', { name: 'Delete playlist' });
    expect(within(dialog).getByText('Are you sure you want to delete "Summer promo" playlist?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Playlist has been deleted.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Summer promo' })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Delete playlist' })).toBeNull();
  });

  it('puts the playlist back and says so when deleting fails', async () => {
    serve({
      'DELETE /v2/projects/a1': () => {
        throw new ApiError(500, null, 'boom');
      },
    });
    renderPlaylists();
    await chooseFromMore('Summer promo', 'Delete playlist');
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete playlist' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Failed to delete playlist.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Summer promo' })).toBeTruthy();
  });
});

describe('Add folder', () => {
  const openAddFolder = async () => {
    renderPlaylists();
    await rowOf('Summer promo');
    fireEvent.click(screen.getByRole('button', { name: 'Add folder' }));
    return screen.findByRole('dialog', { name: 'Add folder' });
  };

  it('requires a name', async () => {
    const dialog = await openAddFolder();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Folder name is required')).toBeTruthy();
  });

  it('creates the folder and says so', async () => {
    const post = jest.fn(() => ({ project_category: { id: 9, name: 'Ads' } }));
    serve({ 'POST /v2/project_categories': post });
    const dialog = await openAddFolder();
    fireEvent.input(within(dialog).getByLabelText('Folder name'), { target: { value: 'Ads' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Folder has been created.')).toBeTruthy();
    expect(post).toHaveBeenCalledWith(
      expect.objectContaining({ body: { name: 'Ads' } }),
      '/v2/project_categories',
    );
    expect(screen.queryByRole('dialog', { name: 'Add folder' })).toBeNull();
  });

  it('says so when creating fails, and stays open', async () => {
    serve({
      'POST /v2/project_categories': () => {
        throw new ApiError(500, null, 'boom');
      },
    });
    const dialog = await openAddFolder();
    fireEvent.input(within(dialog).getByLabelText('Folder name'), { target: { value: 'Ads' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Failed to create new folder.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add folder' })).toBeTruthy();
  });
});
