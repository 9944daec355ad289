import { reply } from '@rsm/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { playlist } from '../../../testing/fixtures';
import {
  list,
  openRowDialog,
  openToolbarDialog,
  setUpPlaylistsPage,
  summer,
  trailer,
} from '../../../testing/playlists-page';

const network = setUpPlaylistsPage();

describe('Add playlist', () => {
  const openAdd = async () => {
    const dialog = await openToolbarDialog('Add playlist');
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
    expect(network.callsTo('POST /v2/projects')).toHaveLength(0);
  });

  it('refuses the name of an existing playlist, whatever its case', async () => {
    const dialog = await openAdd();
    await waitFor(() => expect(network.callsTo('GET /v2/projects')).toHaveLength(1));
    fill(dialog, 'summer PROMO', 'Clients');
    expect(await within(dialog).findByText('Playlist name already exists')).toBeTruthy();
    expect(network.callsTo('POST /v2/projects')).toHaveLength(0);
  });

  it('creates the playlist in the chosen folder, says so, closes and reloads the lists', async () => {
    network.serve({ 'POST /v2/projects': () => ({ project: playlist({ uuid: 'n1', name: 'Launch' }) }) });
    const dialog = await openAdd();
    const listCalls = network.callsTo('GET /v1_rsm/projects').length;
    fill(dialog, ' Launch ', 'Clients');
    expect(await screen.findByText('Playlist has been created.')).toBeTruthy();
    expect(network.callsTo('POST /v2/projects')[0]?.body).toEqual({ name: 'Launch', project_category_id: 7 });
    expect(screen.queryByRole('dialog', { name: 'Add playlist' })).toBeNull();
    await waitFor(() => expect(network.callsTo('GET /v1_rsm/projects').length).toBeGreaterThan(listCalls));
  });

  it("shows the server's taken name on the field and the failure message", async () => {
    network.serve({
      'POST /v2/projects': () => reply(422, { errors: { name: ['has already been taken'] } }),
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

describe('Edit playlist', () => {
  it('renames a playlist in its folder, shows the new name at once and says so', async () => {
    let projects = [summer, trailer];
    let answer: (value: unknown) => void = () => undefined;
    network.serve({
      'GET /v1_rsm/projects': () => list(projects),
      'PUT /v2/projects/a1': () => new Promise((resolve) => (answer = resolve)),
    });
    const dialog = await openRowDialog('Summer promo', 'Edit playlist');
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
    expect(network.callsTo('PUT /v2/projects/a1').map(({ body }) => body)).toEqual([
      { name: 'Summer launch', project_category_id: 1 },
    ]);
  });

  it('says so when the update fails and keeps the old name', async () => {
    network.serve({ 'PUT /v2/projects/a1': () => reply(500, { message: 'boom' }) });
    const dialog = await openRowDialog('Summer promo', 'Edit playlist');
    await within(dialog).findByRole('option', { name: 'Clients' });
    fireEvent.input(within(dialog).getByLabelText('Playlist name'), { target: { value: 'Other' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update playlist.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Summer promo' })).toBeTruthy();
  });
});
