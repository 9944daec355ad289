import { reply } from '@rsm/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { list, openRowDialog, setUpPlaylistsPage, summer, trailer } from '../../../testing/playlists-page';

const network = setUpPlaylistsPage();

describe('Delete playlist', () => {
  it('asks before deleting, then deletes and says so', async () => {
    let projects = [summer, trailer];
    network.serve({
      'GET /v1_rsm/projects': () => list(projects),
      'DELETE /v2/projects/a1': () => {
        projects = [trailer];
        return { success: true };
      },
    });
    const dialog = await openRowDialog('Summer promo', 'Delete playlist');
    expect(within(dialog).getByText('Are you sure you want to delete "Summer promo" playlist?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Playlist has been deleted.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Summer promo' })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Delete playlist' })).toBeNull();
  });

  it('puts the playlist back and says so when deleting fails', async () => {
    network.serve({
      'DELETE /v2/projects/a1': () => reply(500, { message: 'boom' }),
    });
    const dialog = await openRowDialog('Summer promo', 'Delete playlist');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete playlist.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Summer promo' })).toBeTruthy();
  });
});
