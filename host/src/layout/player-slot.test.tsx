import { $pinnedPlaylist, clearQueue, play, type PlayableItem } from '@rsm/shared';
import { act, render, screen } from '@testing-library/react';
import { PlayerSlot } from './player-slot';

const preloads: string[] = [];

jest.mock('../federation/remote-slot', () => ({
  RemoteSlot: ({ remote }: { remote: string }) => <div role="region" aria-label={`${remote} remote`} />,
}));
jest.mock('../federation/preload-remotes', () => ({
  preloadRemoteModule: (remote: string, expose: string) => preloads.push(`${remote}/${expose}`),
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
  preloads.length = 0;
});

describe('PlayerSlot', () => {
  it('renders no player, and loads none, until something is to play', () => {
    render(<PlayerSlot />);
    expect(screen.queryByRole('region', { name: 'player remote' })).toBeNull();
    expect(preloads).toEqual([]);
    act(() => play(item));
    expect(screen.getByRole('region', { name: 'player remote' })).toBeTruthy();
  });

  it('shows the player for a pinned playlist', () => {
    $pinnedPlaylist.set({ uuid: 'p-1', name: 'Trailer picks' });
    render(<PlayerSlot />);
    expect(screen.getByRole('region', { name: 'player remote' })).toBeTruthy();
  });

  it("starts loading the player's code with the first press of a pointer or a key, and stops listening then", () => {
    render(<PlayerSlot />);
    act(() => {
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    act(() => {
      document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'a' }));
    });
    expect(preloads).toEqual(['player/player']);
    expect(screen.queryByRole('region', { name: 'player remote' })).toBeNull();
  });
});
