import { $pinnedPlaylist, clearQueue, play, type PlayableItem } from '@rsm/shared';
import { act, render, screen } from '@testing-library/react';
import { PlayerSlot } from './player-slot';
import { screenWidth } from '../testing/screen-width';

jest.mock('../federation/remote-slot', () => ({
  RemoteSlot: ({ remote }: { remote: string }) => <div role="region" aria-label={`${remote} remote`} />,
}));

const item: PlayableItem = {
  id: 'track-1',
  trackId: 1,
  title: 'Neon Rain',
  audioUrl: 'http://api.test/1.mp3',
};

afterEach(() => {
  clearQueue();
  $pinnedPlaylist.set(null);
  jest.useRealTimers();
});

describe('PlayerSlot', () => {
  it('loads the player from the start on a desktop screen', () => {
    screenWidth(true);
    render(<PlayerSlot />);
    expect(screen.getByRole('region', { name: 'player remote' })).toBeTruthy();
  });

  it('on a phone, waits for the first view, or for a track to play', () => {
    screenWidth(false);
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    render(<PlayerSlot />);
    expect(screen.queryByRole('region', { name: 'player remote' })).toBeNull();
    act(() => play(item));
    expect(screen.getByRole('region', { name: 'player remote' })).toBeTruthy();
  });

  it('on a phone, loads the player once the page has loaded and the main thread is idle', () => {
    jest.useFakeTimers();
    screenWidth(false);
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    render(<PlayerSlot />);
    act(() => {
      window.dispatchEvent(new Event('load'));
      jest.runAllTimers();
    });
    expect(screen.getByRole('region', { name: 'player remote' })).toBeTruthy();
  });
});
