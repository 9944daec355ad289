import { $pinnedPlaylist } from '@rsm/shared';
import { fakeNetwork, reply, TestProviders } from '@rsm/shared/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PinnedPlaylistBar } from './pinned-playlist-bar';

const project = {
  id: 3,
  uuid: 'p-3',
  name: 'Trailer picks',
  project_category_id: 1,
  tracks_count: 12,
  updated_at: '2026-01-01',
};

const network = fakeNetwork({
  'GET /v1_rsm/projects/p-3': () => ({ project }),
  'GET /v1_rsm/projects/gone': () => reply(404, { message: 'Playlist not found' }),
});

describe('pinned playlist bar', () => {
  beforeEach(() => $pinnedPlaylist.set(null));

  it('is absent while no playlist is pinned', () => {
    render(<PinnedPlaylistBar />, { wrapper: TestProviders });
    expect(screen.queryByText('Add tracks and albums to:')).toBeNull();
  });

  it("shows '...' while loading, then links the playlist with its name and track count", async () => {
    let release: () => void = () => undefined;
    network.serve({
      'GET /v1_rsm/projects/p-3': () => new Promise((resolve) => (release = () => resolve({ project }))),
    });
    $pinnedPlaylist.set({ uuid: 'p-3', name: 'Trailer picks' });
    render(<PinnedPlaylistBar />, { wrapper: TestProviders });
    expect(screen.getByText('Add tracks and albums to:')).toBeTruthy();
    expect(screen.getByRole('link', { name: '...' }).getAttribute('href')).toBe('/dashboard/playlists/p-3');
    await waitFor(() => expect(network.calls).toHaveLength(1));
    release();
    const link = await screen.findByRole('link', { name: 'Trailer picks (12 tracks)' });
    expect(link.getAttribute('href')).toBe('/dashboard/playlists/p-3');
    expect(network.calls[0]?.url).toBe('http://api.test/v1_rsm/projects/p-3');
  });

  it('says "1 track" for a single track and falls back to the pinned name when loading fails', async () => {
    network.serve({ 'GET /v1_rsm/projects/p-3': () => ({ project: { ...project, tracks_count: 1 } }) });
    $pinnedPlaylist.set({ uuid: 'p-3', name: 'Trailer picks' });
    const { unmount } = render(<PinnedPlaylistBar />, { wrapper: TestProviders });
    expect(await screen.findByRole('link', { name: 'Trailer picks (1 track)' })).toBeTruthy();
    unmount();
    $pinnedPlaylist.set({ uuid: 'gone', name: 'Old name' });
    render(<PinnedPlaylistBar />, { wrapper: TestProviders });
    expect(await screen.findByRole('link', { name: 'Old name' })).toBeTruthy();
  });

  it('unpins with its close button', async () => {
    $pinnedPlaylist.set({ uuid: 'p-3', name: 'Trailer picks' });
    render(<PinnedPlaylistBar />, { wrapper: TestProviders });
    fireEvent.click(screen.getByRole('button', { name: 'Unpin playlist' }));
    expect($pinnedPlaylist.get()).toBeNull();
    expect(screen.queryByText('Add tracks and albums to:')).toBeNull();
  });
});
