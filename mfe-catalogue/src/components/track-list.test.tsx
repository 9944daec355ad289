import { $currentItem, $playing, $queue, clearQueue } from '@rsm/shared';
import { $trackView, TestProviders, trackFixture } from '@rsm/shared/testing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { TrackList } from './track-list';

const track = (id: number, name: string) => trackFixture(id, name);

describe('TrackList', () => {
  beforeEach(() => {
    clearQueue();
    $trackView.set('tabelar');
  });

  it('shows each track with its composers, BPM and length', async () => {
    render(<TrackList tracks={[track(1, 'Neon Rain'), track(2, 'Low Sun')]} />, { wrapper: TestProviders });
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('link', { name: 'Neon Rain' })).toBeTruthy();
    expect(within(rows[1]!).getByRole('link', { name: 'Ana Lima' })).toBeTruthy();
    expect(within(rows[1]!).getByText('120')).toBeTruthy();
    expect(within(rows[1]!).getByText('01:35')).toBeTruthy();
  });

  it('queues the whole list in order and starts at the clicked track', () => {
    render(<TrackList tracks={[track(1, 'Neon Rain'), track(2, 'Low Sun'), track(3, 'Tide')]} />, {
      wrapper: TestProviders,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Play Low Sun' }));
    expect($queue.get().map((item) => item.title)).toEqual(['Neon Rain', 'Low Sun', 'Tide']);
    expect($currentItem.get()?.title).toBe('Low Sun');
    expect($playing.get()).toBe(true);
    expect(screen.getByRole('button', { name: 'Pause Low Sun' })).toBeTruthy();
  });

  it('says so when there is nothing to list', () => {
    render(<TrackList tracks={[]} />, { wrapper: TestProviders });
    expect(screen.getByText('No items to show here yet.')).toBeTruthy();
  });
});
