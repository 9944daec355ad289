import { ApiError, request } from '@rsm/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderPlaylists, rowOf, setUpPlaylistsPage } from '../../../testing/playlists-page';

jest.mock('@rsm/shared', () => ({ ...jest.requireActual('@rsm/shared'), request: jest.fn() }));
const { serve } = setUpPlaylistsPage(jest.mocked(request));

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
