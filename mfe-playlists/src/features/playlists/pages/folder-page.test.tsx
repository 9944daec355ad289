import { ApiError, request, type Folder } from '@rsm/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, type Handler } from '../../../testing/fake-api';
import { meta, playlist } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';
import { logInEachTest } from '../../../testing/session';
import { FolderPage } from './folder-page';

jest.mock('@rsm/shared', () => ({ ...jest.requireActual('@rsm/shared'), request: jest.fn() }));
const mockedRequest = jest.mocked(request);

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

function serve(routes: Record<string, Handler> = {}, folders: Folder[] = [defaultFolder, folder()]) {
  mockedRequest.mockImplementation(
    fakeApi(ApiError, {
      'GET /v1_rsm/project_categories': () => ({
        project_categories: folders,
        meta: meta(folders.length, 1, 100),
      }),
      ...routes,
    }) as typeof request,
  );
}

const renderFolder = (id = 7) =>
  renderPage(<FolderPage />, { path: `/dashboard/folders/${id}`, pattern: '/dashboard/folders/:id' });

logInEachTest(mockedRequest, serve);

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
    expect(mockedRequest).toHaveBeenCalledWith(
      '/v1_rsm/project_categories',
      expect.objectContaining({ query: expect.objectContaining({ page: 1 }) }),
    );
  });

  it('says so when the folder has no playlists, and the Default folder cannot be deleted', async () => {
    renderFolder(1);
    expect(await screen.findByText("You don't have any playlists in this folder")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete folder' })).toBeNull();
  });

  it('looks further than the first page, and shows not found for a folder that is not there', async () => {
    serve({
      'GET /v1_rsm/project_categories': (options) =>
        (options.query as { page: number }).page === 1
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
    const put = jest.fn(() => {
      folders = [defaultFolder, folder({ name: 'Agencies' })];
      return { project_category: folders[1] };
    });
    serve({
      'GET /v1_rsm/project_categories': () => ({ project_categories: folders, meta: meta(2, 1, 100) }),
      'PUT /v2/project_categories/7': put,
    });
    renderFolder();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit folder' });
    const name = within(dialog).getByLabelText('Folder name');
    fireEvent.input(name, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Playlist name is required')).toBeTruthy();
    fireEvent.input(name, { target: { value: 'Agencies' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Playlist has been updated.')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Agencies' })).toBeTruthy();
    expect(put).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'PUT', body: { name: 'Agencies' } }),
      '/v2/project_categories/7',
    );
  });

  it('says so when renaming fails, and keeps the old name', async () => {
    serve({
      'PUT /v2/project_categories/7': () => {
        throw new ApiError(500, null, 'boom');
      },
    });
    renderFolder();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit folder' });
    fireEvent.input(within(dialog).getByLabelText('Folder name'), { target: { value: 'Agencies' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update folder.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Clients' })).toBeTruthy();
  });

  it('asks before deleting, says where the playlists go, and leaves for the playlists page', async () => {
    const remove = jest.fn(() => ({ success: true }));
    serve({ 'DELETE /v2/project_categories/7': remove });
    renderFolder();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete folder' });
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete "Clients" folder? All its playlists will move to Default.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(remove).toHaveBeenCalled();
  });

  it('shows no message when deleting fails, and stays', async () => {
    serve({
      'DELETE /v2/project_categories/7': () => {
        throw new ApiError(500, null, 'boom');
      },
    });
    renderFolder();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete folder' });
    // Toasts of earlier tests may still be up: count, rather than look for none.
    const messages = () => screen.queryAllByRole('alert').length + screen.queryAllByRole('status').length;
    const before = messages();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(mockedRequest).toHaveBeenCalledWith('/v2/project_categories/7', expect.anything()),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Delete' }).hasAttribute('disabled')).toBe(false),
    );
    expect(messages()).toBe(before);
    expect(screen.getByRole('heading', { level: 1, name: 'Clients' })).toBeTruthy();
  });
});
