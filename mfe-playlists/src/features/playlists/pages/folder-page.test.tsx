import type { Folder } from '@rsm/shared';
import { fakeNetwork, reply } from '@rsm/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { meta, playlist } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';
import { logInEachTest } from '../../../testing/session';
import { FolderPage } from './folder-page';

const folder = (overrides: Partial<Folder> = {}): Folder => ({
  id: 7,
  name: 'Clients',
  projects_count: 2,
  default: false,
  updated_at: '2025-03-01T10:00:00Z',
  projects: [
    playlist({ uuid: 'a1', name: 'Summer promo', tracks_count: 1, project_category_id: 7 }),
    playlist({ id: 2, uuid: 'b2', name: 'Trailer ideas', tracks_count: 12, project_category_id: 7 }),
  ],
  ...overrides,
});
const defaultFolder = folder({ id: 1, name: 'Default', default: true, projects: [], projects_count: 0 });

const network = fakeNetwork({
  'GET /v1_rsm/project_categories': () => ({
    project_categories: [defaultFolder, folder()],
    meta: meta(2, 1, 100),
  }),
});

const renderFolder = (id = 7) =>
  renderPage(<FolderPage />, { path: `/dashboard/folders/${id}`, pattern: '/dashboard/folders/:id' });

/** Opens the folder's page, then the dialog of one of its header's buttons. */
async function openFolderDialog(action: 'Edit folder' | 'Delete folder') {
  renderFolder();
  fireEvent.click(await screen.findByRole('button', { name: action }));
  return screen.findByRole('dialog', { name: action });
}

logInEachTest();

describe('FolderPage', () => {
  it("shows the folder's playlists with their track counts and links", async () => {
    renderFolder();
    expect(await screen.findByRole('heading', { level: 1, name: 'Clients' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Clients' });
    expect(within(list).getByRole('link', { name: 'Summer promo' }).getAttribute('href')).toBe(
      '/dashboard/playlists/a1',
    );
    expect(within(list).getByText('1 track')).toBeTruthy();
    expect(within(list).getByText('12 tracks')).toBeTruthy();
    expect(network.callsTo('GET /v1_rsm/project_categories')[0]?.query).toEqual(
      expect.objectContaining({ page: '1' }),
    );
  });

  it('says so when the folder has no playlists, and the Default folder cannot be deleted', async () => {
    renderFolder(1);
    expect(await screen.findByText("You don't have any playlists in this folder")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete folder' })).toBeNull();
  });

  it('looks further than the first page, and shows not found for a folder that is not there', async () => {
    network.serve({
      'GET /v1_rsm/project_categories': ({ query }) =>
        query.page === '1'
          ? { project_categories: [defaultFolder], meta: meta(2, 1, 1) }
          : { project_categories: [folder()], meta: meta(2, 2, 1) },
    });
    renderFolder();
    expect(await screen.findByRole('heading', { level: 1, name: 'Clients' })).toBeTruthy();
  });

  it('shows the not-found page for a folder that does not exist', async () => {
    renderFolder(99);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('renames the folder, requiring a name, and says so', async () => {
    let folders = [defaultFolder, folder()];
    network.serve({
      'GET /v1_rsm/project_categories': () => ({ project_categories: folders, meta: meta(2, 1, 100) }),
      'PUT /v2/project_categories/7': () => {
        folders = [defaultFolder, folder({ name: 'Agencies' })];
        return { project_category: folders[1] };
      },
    });
    const dialog = await openFolderDialog('Edit folder');
    const name = within(dialog).getByLabelText('Folder name');
    fireEvent.input(name, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Playlist name is required')).toBeTruthy();
    fireEvent.input(name, { target: { value: 'Agencies' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Playlist has been updated.')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Agencies' })).toBeTruthy();
    expect(network.callsTo('PUT /v2/project_categories/7').map(({ body }) => body)).toEqual([
      { name: 'Agencies' },
    ]);
  });

  it('says so when renaming fails, and keeps the old name', async () => {
    network.serve({
      'PUT /v2/project_categories/7': () => reply(500, { message: 'boom' }),
    });
    const dialog = await openFolderDialog('Edit folder');
    fireEvent.input(within(dialog).getByLabelText('Folder name'), { target: { value: 'Agencies' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update folder.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Clients' })).toBeTruthy();
  });

  it('asks before deleting, says where the playlists go, and leaves for the playlists page', async () => {
    network.serve({ 'DELETE /v2/project_categories/7': () => ({ success: true }) });
    const dialog = await openFolderDialog('Delete folder');
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete "Clients" folder? All its playlists will move to Default.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(network.callsTo('DELETE /v2/project_categories/7')).toHaveLength(1);
  });

  it('shows no message when deleting fails, and stays', async () => {
    network.serve({
      'DELETE /v2/project_categories/7': () => reply(500, { message: 'boom' }),
    });
    const dialog = await openFolderDialog('Delete folder');
    // Toasts of earlier tests may still be up: count, rather than look for none.
    const messages = () => screen.queryAllByRole('alert').length + screen.queryAllByRole('status').length;
    const before = messages();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(network.callsTo('DELETE /v2/project_categories/7')).toHaveLength(1));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Delete' }).hasAttribute('disabled')).toBe(false),
    );
    expect(messages()).toBe(before);
    expect(screen.getByRole('heading', { level: 1, name: 'Clients' })).toBeTruthy();
  });
});
