import { $currentItem, $playing, $queue, clearQueue, type Track } from '@rsm/shared';
import { TestProviders } from '@rsm/shared/testing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { TrackList } from './track-list';

function track(id: number, name: string): Track {
  return {
    id,
    external_id: null,
    external_main_id: null,
    main_track_id: null,
    name,
    version: 'Main',
    stem: false,
    description: null,
    length: 95,
    bpm: 120,
    isrc: null,
    prs: null,
    filename: null,
    mixout: null,
    explicit: false,
    tempo: null,
    alternative_tracks_count: 0,
    directory_with_number: null,
    file: { url: `http://api.test/media/tracks/${id}/mp3` },
    file_wav: { url: null },
    file_aiff: { url: null },
    file_size: 1,
    file_wav_size: null,
    file_aiff_size: null,
    composers: [{ id: 1, uuid: 'c1', first_name: 'Ana', last_name: 'Lima' }],
    lyricists: [],
    composers_tracks: [],
    labels: [],
    genres: [],
    instrumentations: [],
    moods: [],
    keywords: [],
    publishers: [],
    topics: [],
    album: { id: 1, uuid: 'a1', name: 'Night Drive', cover: { url: null } },
  };
}

describe('TrackList', () => {
  beforeEach(() => clearQueue());

  it('shows each track with its composers, BPM and length', () => {
    render(<TrackList tracks={[track(1, 'Neon Rain'), track(2, 'Low Sun')]} />, { wrapper: TestProviders });
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Neon Rain')).toBeTruthy();
    expect(within(rows[1]!).getByText('Ana Lima')).toBeTruthy();
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
