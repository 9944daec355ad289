import {
  $addToPlaylistRequest,
  $customer,
  $sheetOpened,
  clearQueue,
  playList,
  setSheetOpened,
  type PlayableItem,
} from '@rsm/shared';
import {
  CurrentAddress,
  customerFixture,
  fakeNetwork,
  TestProviders,
  trackFixture,
} from '@rsm/shared/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PlayerBar } from './player-bar';
import { PlayerSheet } from './player-sheet';

const track: PlayableItem = { id: 'track-7', trackId: 7, title: 'Neon Rain', audioUrl: '/a/7.mp3' };
const medley: PlayableItem = { id: 'album-3', title: 'Night Drive', audioUrl: '/m/3.mp3' };

fakeNetwork({
  'GET /v1_rsm/tracks/7': () => ({ track: trackFixture(7, 'Neon Rain', { file_wav: { url: 'w' } }) }),
});

beforeEach(() => {
  clearQueue();
  $customer.set(customerFixture());
  $addToPlaylistRequest.set(null);
});
afterEach(() => {
  $customer.set(undefined);
  jest.useRealTimers();
});

describe('player actions', () => {
  it('offers add to playlist and the track’s downloads in the desktop bar', async () => {
    playList([track], 0);
    render(<PlayerBar />, { wrapper: TestProviders });
    // The button takes presses once its code is in (a chunk of its own, loaded with the bar).
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Add Neon Rain to playlist' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add Neon Rain to playlist' }));
    expect($addToPlaylistRequest.get()).toEqual({ kind: 'track', id: 7, name: 'Neon Rain' });
    // Disabled until the track's files are known.
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Download Neon Rain' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download Neon Rain' }));
    // Named as read aloud: the size apart from the label, and only where it is known.
    expect(screen.getAllByRole('menuitem')).toHaveLength(2);
    expect(screen.getByRole('menuitem', { name: /^Track mp3\s*, 1 B$/ })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Track wav' })).toBeTruthy();
  });

  it('offers a medley’s album zips but no add to playlist', () => {
    playList([medley], 0);
    render(<PlayerBar />, { wrapper: TestProviders });
    expect(screen.queryByRole('button', { name: /to playlist/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Download Night Drive' }));
    expect(screen.getAllByRole('menuitem')).toHaveLength(2);
    expect(screen.getByRole('menuitem', { name: 'Album + Edits mp3' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Album + Edits wav' })).toBeTruthy();
  });

  it('closes the mobile sheet first and opens the add-to-playlist dialog 300 ms later', () => {
    jest.useFakeTimers();
    playList([track], 0);
    setSheetOpened(true);
    render(<PlayerSheet />, { wrapper: TestProviders });
    fireEvent.click(screen.getByRole('button', { name: 'Add Neon Rain to playlist' }));
    expect($sheetOpened.get()).toBe(false);
    act(() => jest.advanceTimersByTime(299));
    expect($addToPlaylistRequest.get()).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect($addToPlaylistRequest.get()).toEqual({ kind: 'track', id: 7, name: 'Neon Rain' });
  });

  it('finds tracks that sound like the playing one, from the bar and from the sheet, which closes first', () => {
    playList([track], 0);
    const { unmount } = render(
      <>
        <PlayerBar />
        <CurrentAddress />
      </>,
      { wrapper: TestProviders },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Find tracks that sound like Neon Rain' }));
    expect(screen.getByTestId('address').textContent).toBe('/search?similar=7');
    unmount();
    setSheetOpened(true);
    render(
      <>
        <PlayerSheet />
        <CurrentAddress />
      </>,
      { wrapper: TestProviders },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Find tracks that sound like Neon Rain' }));
    expect($sheetOpened.get()).toBe(false);
    expect(screen.getByTestId('address').textContent).toBe('/search?similar=7');
  });

  it('offers no sound search for a medley, a whole album', () => {
    playList([medley], 0);
    render(<PlayerBar />, { wrapper: TestProviders });
    expect(screen.queryByRole('button', { name: /sound like/ })).toBeNull();
  });
});
