import { type AddToPlaylistTarget, Toaster, trackEvent } from '@rsm/shared';
import { fakeNetwork, reply, TestProviders } from '@rsm/shared/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { meta, playlist } from '../../../testing/fixtures';
import { logInEachTest } from '../../../testing/session';
import { ADDED_TOAST_MS, AddToPlaylistDialog } from './add-to-playlist-dialog';

jest.mock('@rsm/shared', () => ({
  ...jest.requireActual('@rsm/shared'),
  trackEvent: jest.fn(() => Promise.resolve()),
}));

const summer = playlist({ id: 1, uuid: 'a1', name: 'Summer promo' });
const trailer = playlist({ id: 2, uuid: 'b2', name: 'Trailer ideas' });
const neonRain: AddToPlaylistTarget = { kind: 'track', id: 42, name: 'Neon Rain' };
const folders = {
  project_categories: [
    { id: 1, name: 'Default' },
    { id: 7, name: 'Clients' },
  ],
};

const network = fakeNetwork({
  'GET /v2/projects': () => ({ projects: [summer, trailer], meta: meta(2) }),
  'GET /v2/project_categories': () => folders,
  'POST /v2/projects/:uuid/tracks': () => ({ project: summer }),
  'POST /v2/projects/:uuid/albums': () => ({ project: summer }),
});

function renderDialog(target: AddToPlaylistTarget = neonRain) {
  const onClose = jest.fn();
  render(
    <>
      <AddToPlaylistDialog target={target} onClose={onClose} />
      <Toaster />
    </>,
    { wrapper: TestProviders },
  );
  return onClose;
}

const calls = (method: string, path?: string) =>
  network.calls.filter((call) => call.method === method && (!path || call.path === path));
const existingPanel = () =>
  screen.getByRole('heading', { name: 'Add to existing playlist' }).closest('form') as HTMLElement;
const newPanel = () =>
  screen.getByRole('heading', { name: 'Create new playlist' }).closest('form') as HTMLElement;

logInEachTest();
afterEach(() => jest.mocked(trackEvent).mockClear());

describe('AddToPlaylistDialog', () => {
  it('preselects the first playlist, adds the track to it, says so for 500 ms and closes', async () => {
    const onClose = renderDialog();
    const select = await within(existingPanel()).findByLabelText('Playlist');
    await waitFor(() => expect((select as HTMLSelectElement).value).toBe('a1'));
    fireEvent.click(within(existingPanel()).getByRole('button', { name: 'Add to playlist' }));
    expect(await screen.findByText('Track has been added to playlist.')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(calls('POST', '/v2/projects/a1/tracks')[0]).toMatchObject({ body: { id: 42 } });
    expect(trackEvent).toHaveBeenCalledWith(
      'add_to_project',
      expect.objectContaining({ track_id: 42 }),
      'projects',
    );
    expect(ADDED_TOAST_MS).toBe(500);
  });

  it('adds to the playlist chosen instead, and adds an album through the albums call', async () => {
    renderDialog({ kind: 'album', id: 9, name: 'Night Drive' });
    const select = await within(existingPanel()).findByLabelText('Playlist');
    await waitFor(() => expect((select as HTMLSelectElement).value).toBe('a1'));
    fireEvent.change(select, { target: { value: 'b2' } });
    fireEvent.click(within(existingPanel()).getByRole('button', { name: 'Add to playlist' }));
    await waitFor(() => expect(calls('POST', '/v2/projects/b2/albums')).toHaveLength(1));
    expect(calls('POST', '/v2/projects/b2/tracks')).toHaveLength(0);
  });

  it('tells on the field and in a toast when the track is already in the playlist, and stays open', async () => {
    network.serve({
      'POST /v2/projects/:uuid/tracks': () =>
        reply(422, {
          errors: { track: ['already exists'] },
          message: 'Track already exists in this playlist',
        }),
    });
    const onClose = renderDialog();
    await waitFor(() =>
      expect((within(existingPanel()).getByLabelText('Playlist') as HTMLSelectElement).value).toBe('a1'),
    );
    fireEvent.click(within(existingPanel()).getByRole('button', { name: 'Add to playlist' }));
    expect(await within(existingPanel()).findByText('Track already exists in this playlist')).toBeTruthy();
    expect(screen.getByText('Track already exists in this playlist.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it.each([
    ['track', 'Failed to add track to playlist.'],
    ['album', 'Failed to add album.'],
  ] as const)('says the failure message when adding a %s fails otherwise', async (kind, message) => {
    network.serve({ [`POST /v2/projects/:uuid/${kind}s`]: () => reply(500, { message: 'boom' }) });
    renderDialog({ kind, id: 5, name: 'Five' });
    await waitFor(() =>
      expect((within(existingPanel()).getByLabelText('Playlist') as HTMLSelectElement).value).toBe('a1'),
    );
    fireEvent.click(within(existingPanel()).getByRole('button', { name: 'Add to playlist' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('requires a playlist name and refuses one that exists, before sending anything', async () => {
    renderDialog();
    await within(existingPanel()).findByRole('option', { name: 'Summer promo' });
    fireEvent.click(within(newPanel()).getByRole('button', { name: 'Create and add' }));
    expect(await within(newPanel()).findByText('Playlist name is required')).toBeTruthy();
    fireEvent.change(within(newPanel()).getByLabelText('Playlist name'), {
      target: { value: ' summer PROMO ' },
    });
    fireEvent.click(within(newPanel()).getByRole('button', { name: 'Create and add' }));
    expect(await within(newPanel()).findByText('Playlist name already exists')).toBeTruthy();
    expect(calls('POST')).toHaveLength(0);
  });

  it('creates the playlist in the Default folder by default, then adds the track', async () => {
    network.serve({
      'POST /v2/projects': () => ({ project: playlist({ id: 3, uuid: 'c3', name: 'Pitch' }) }),
    });
    const onClose = renderDialog();
    await waitFor(() =>
      expect((within(newPanel()).getByLabelText('Folder') as HTMLInputElement).value).toBe('Default'),
    );
    fireEvent.change(within(newPanel()).getByLabelText('Playlist name'), { target: { value: 'Pitch' } });
    fireEvent.click(within(newPanel()).getByRole('button', { name: 'Create and add' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls('POST', '/v2/project_categories')).toHaveLength(0);
    expect(calls('POST', '/v2/projects')[0]).toMatchObject({
      body: { name: 'Pitch', project_category_id: 1 },
    });
    expect(calls('POST', '/v2/projects/c3/tracks')).toHaveLength(1);
  });

  it('offers typed text as a new folder and creates the folder, then the playlist, then adds the track', async () => {
    const order: string[] = [];
    network.serve({
      'POST /v2/project_categories': () => {
        order.push('folder');
        return {
          project_category: {
            id: 11,
            name: 'Ads 2026',
            projects_count: 0,
            default: false,
            updated_at: '2026-01-01T10:00:00Z',
          },
        };
      },
      'POST /v2/projects': () => {
        order.push('playlist');
        return { project: playlist({ id: 3, uuid: 'c3', name: 'Pitch' }) };
      },
      'POST /v2/projects/:uuid/tracks': () => {
        order.push('track');
        return { project: summer };
      },
    });
    const onClose = renderDialog();
    const folder = within(newPanel()).getByRole('combobox', { name: 'Folder' });
    await waitFor(() => expect((folder as HTMLInputElement).value).toBe('Default'));
    fireEvent.change(within(newPanel()).getByLabelText('Playlist name'), { target: { value: 'Pitch' } });
    fireEvent.change(folder, { target: { value: 'Ads 2026' } });
    expect(within(newPanel()).getByRole('option', { name: 'New folder: Ads 2026' })).toBeTruthy();
    fireEvent.click(within(newPanel()).getByRole('button', { name: 'Create and add' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(order).toEqual(['folder', 'playlist', 'track']);
    expect(calls('POST', '/v2/projects')[0]).toMatchObject({ body: { project_category_id: 11 } });
  });

  it('picks an existing folder from the list by keyboard', async () => {
    network.serve({
      'POST /v2/projects': () => ({ project: playlist({ id: 3, uuid: 'c3', name: 'Pitch' }) }),
    });
    renderDialog();
    const folder = within(newPanel()).getByRole('combobox', { name: 'Folder' });
    await waitFor(() => expect((folder as HTMLInputElement).value).toBe('Default'));
    fireEvent.change(folder, { target: { value: 'cli' } });
    fireEvent.keyDown(folder, { key: 'ArrowDown' });
    fireEvent.keyDown(folder, { key: 'Enter' });
    expect((folder as HTMLInputElement).value).toBe('Clients');
    fireEvent.change(within(newPanel()).getByLabelText('Playlist name'), { target: { value: 'Pitch' } });
    fireEvent.click(within(newPanel()).getByRole('button', { name: 'Create and add' }));
    await waitFor(() => expect(calls('POST', '/v2/projects')).toHaveLength(1));
    expect(calls('POST', '/v2/projects')[0]).toMatchObject({ body: { project_category_id: 7 } });
    expect(calls('POST', '/v2/project_categories')).toHaveLength(0);
  });

  it('shows the taken name on the field when the server says so, with the failure toast', async () => {
    network.serve({
      'POST /v2/projects': () => reply(422, { errors: { name: ['has already been taken'] } }),
    });
    const onClose = renderDialog();
    await waitFor(() =>
      expect((within(newPanel()).getByLabelText('Folder') as HTMLInputElement).value).toBe('Default'),
    );
    fireEvent.change(within(newPanel()).getByLabelText('Playlist name'), { target: { value: 'Race' } });
    await act(async () => {
      fireEvent.click(within(newPanel()).getByRole('button', { name: 'Create and add' }));
    });
    expect(await within(newPanel()).findByText('Playlist name already exists')).toBeTruthy();
    expect(screen.getByText('Failed to create new playlist.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
