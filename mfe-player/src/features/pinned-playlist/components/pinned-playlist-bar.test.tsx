import { $pinnedPlaylist } from '@rsm/shared';
import { TestProviders, jsonResponse } from '@rsm/shared/testing';
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

function answerWith(respond: () => Promise<Response>) {
  const fetchMock = jest.fn(respond);
  globalThis.fetch = fetchMock as unknown as typeof globalThis.fetch;
  return fetchMock;
}
const json = (body: unknown, status = 200) => Promise.resolve(jsonResponse(body, status));

describe('pinned playlist bar', () => {
  beforeEach(() => $pinnedPlaylist.set(null));

  it('is absent while no playlist is pinned', () => {
    render(<PinnedPlaylistBar />, { wrapper: TestProviders });
    expect(screen.queryByText('Add tracks and albums to:')).toBeNull();
  });

  it("shows '...' while loading, then links the playlist with its name and track count", async () => {
    let release: () => void = () => undefined;
    const fetchMock = answerWith(
      () => new Promise((resolve) => (release = () => resolve(json({ project })))),
    );
    $pinnedPlaylist.set({ uuid: 'p-3', name: 'Trailer picks' });
    render(<PinnedPlaylistBar />, { wrapper: TestProviders });
    expect(screen.getByText('Add tracks and albums to:')).toBeTruthy();
    expect(screen.getByRole('link', { name: '...' }).getAttribute('href')).toBe('/dashboard/playlists/p-3');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    release();
    const link = await screen.findByRole('link', { name: 'Trailer picks (12 tracks)' });
    expect(link.getAttribute('href')).toBe('/dashboard/playlists/p-3');
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('http://api.test/v1_rsm/projects/p-3');
  });

  it('says "1 track" for a single track and falls back to the pinned name when loading fails', async () => {
    answerWith(() => json({ project: { ...project, tracks_count: 1 } }));
    $pinnedPlaylist.set({ uuid: 'p-3', name: 'Trailer picks' });
    const { unmount } = render(<PinnedPlaylistBar />, { wrapper: TestProviders });
    expect(await screen.findByRole('link', { name: 'Trailer picks (1 track)' })).toBeTruthy();
    unmount();
    answerWith(() => json({ message: 'Playlist not found' }, 404));
    $pinnedPlaylist.set({ uuid: 'gone', name: 'Old name' });
    render(<PinnedPlaylistBar />, { wrapper: TestProviders });
    expect(await screen.findByRole('link', { name: 'Old name' })).toBeTruthy();
  });

  it('unpins with its close button', async () => {
    answerWith(() => json({ project }));
    $pinnedPlaylist.set({ uuid: 'p-3', name: 'Trailer picks' });
    render(<PinnedPlaylistBar />, { wrapper: TestProviders });
    fireEvent.click(screen.getByRole('button', { name: 'Unpin playlist' }));
    expect($pinnedPlaylist.get()).toBeNull();
    expect(screen.queryByText('Add tracks and albums to:')).toBeNull();
  });
});
