import { reply } from '@rsm/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { openToolbarDialog, setUpPlaylistsPage } from '../../../testing/playlists-page';

const network = setUpPlaylistsPage();

describe('Add folder', () => {
  it('requires a name', async () => {
    const dialog = await openToolbarDialog('Add folder');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Folder name is required')).toBeTruthy();
  });

  it('creates the folder and says so', async () => {
    network.serve({
      'POST /v2/project_categories': () => ({
        project_category: {
          id: 9,
          name: 'Ads',
          projects_count: 0,
          default: false,
          updated_at: '2025-03-01T10:00:00Z',
        },
      }),
    });
    const dialog = await openToolbarDialog('Add folder');
    fireEvent.input(within(dialog).getByLabelText('Folder name'), { target: { value: 'Ads' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Folder has been created.')).toBeTruthy();
    expect(network.callsTo('POST /v2/project_categories').map(({ body }) => body)).toEqual([{ name: 'Ads' }]);
    expect(screen.queryByRole('dialog', { name: 'Add folder' })).toBeNull();
  });

  it('says so when creating fails, and stays open', async () => {
    network.serve({ 'POST /v2/project_categories': () => reply(500, { message: 'boom' }) });
    const dialog = await openToolbarDialog('Add folder');
    fireEvent.input(within(dialog).getByLabelText('Folder name'), { target: { value: 'Ads' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Failed to create new folder.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add folder' })).toBeTruthy();
  });
});
