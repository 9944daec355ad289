import { fireEvent, render, screen } from '@testing-library/react';
import { $currentItem, $playing, $queue, clearQueue } from '../bus/player-store';
import { trackToPlayable, type PlayableItem } from '../bus/playable-item';
import { TestProviders } from '../testing';
import { trackFixture } from '../testing/fixtures';
import { QueuePlayButton } from './queue-play-button';

const first = trackFixture(1, 'Neon Rain');
const second = trackFixture(2, 'Low Tide');
const queue = [first, second].map(trackToPlayable) as PlayableItem[];

afterEach(() => clearQueue());

describe('QueuePlayButton', () => {
  it('plays its row with the list as the queue, then pauses it while it plays', () => {
    render(<QueuePlayButton track={second} item={queue[1]!} queue={queue} />, { wrapper: TestProviders });
    fireEvent.click(screen.getByRole('button', { name: 'Play Low Tide' }));
    expect($currentItem.get()?.trackId).toBe(2);
    expect($queue.get().map((item) => item.trackId)).toEqual([1, 2]);
    expect($playing.get()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Pause Low Tide' }));
    expect($playing.get()).toBe(false);
    expect(screen.getByRole('button', { name: 'Play Low Tide' })).toBeTruthy();
  });

  it('plays its own row when the list was built apart from the row (the same items, other objects)', () => {
    const rebuilt = [first, second].map(trackToPlayable) as PlayableItem[];
    render(<QueuePlayButton track={second} item={queue[1]!} queue={rebuilt} />, { wrapper: TestProviders });
    fireEvent.click(screen.getByRole('button', { name: 'Play Low Tide' }));
    expect($currentItem.get()?.trackId).toBe(2);
  });

  it('is disabled for a track without audio', () => {
    render(<QueuePlayButton track={first} item={null} queue={queue} />, { wrapper: TestProviders });
    expect((screen.getByRole('button', { name: 'Play Neon Rain' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
