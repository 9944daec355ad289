import { closeAddToPlaylist, closeTrackDetails, openTrackDetails, requestAddToPlaylist } from '@rsm/shared';
import { act, cleanup, render, screen } from '@testing-library/react';
import { BusDialogs } from './bus-dialogs';

jest.mock('../federation/remote-slot', () => ({
  RemoteSlot: ({ remote, expose }: { remote: string; expose: string }) => <div>{`${remote}/${expose}`}</div>,
}));

describe('BusDialogs', () => {
  afterEach(() => {
    cleanup();
    closeAddToPlaylist();
    closeTrackDetails();
  });

  it('loads no dialog remote until one is asked for', () => {
    render(<BusDialogs />);
    expect(screen.queryByText('playlists/add-to-playlist')).toBeNull();
    expect(screen.queryByText('catalogue/track-details')).toBeNull();
  });

  it('mounts the add-to-playlist dialog while it is requested', () => {
    render(<BusDialogs />);
    act(() => requestAddToPlaylist({ kind: 'track', id: 7, name: 'Blue' }));
    expect(screen.getByText('playlists/add-to-playlist')).toBeTruthy();
    act(() => closeAddToPlaylist());
    expect(screen.queryByText('playlists/add-to-playlist')).toBeNull();
  });

  it('mounts the track details modal while a track is asked for', () => {
    render(<BusDialogs />);
    act(() => openTrackDetails(7));
    expect(screen.getByText('catalogue/track-details')).toBeTruthy();
    expect(screen.queryByText('playlists/add-to-playlist')).toBeNull();
  });
});
