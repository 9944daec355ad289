import {
  $autoplay,
  $currentItem,
  $currentTime,
  $hasNext,
  $hasPrevious,
  $muted,
  $playing,
  $queue,
  $seekRequest,
  $volume,
  addToQueue,
  clearQueue,
  next,
  play,
  playList,
  previous,
  reportProgress,
  setVolume,
  toggleMute,
  togglePlay,
  trackEnded,
} from './player-store';
import type { PlayableItem } from './playable-item';

const track = (n: number): PlayableItem => ({
  id: `track-${n}`,
  title: `Track ${n}`,
  audioUrl: `/audio/${n}.mp3`,
  trackId: n,
});

beforeEach(() => {
  clearQueue();
  localStorage.clear();
  $volume.set(0.5);
  $muted.set(false);
});

describe('player store', () => {
  it('replaces the queue with a single track that is not queued and starts playing it', () => {
    playList([track(1), track(2)], 0);
    play(track(9));
    expect($queue.get().map((item) => item.id)).toEqual(['track-9']);
    expect($currentItem.get()?.id).toBe('track-9');
    expect($playing.get()).toBe(true);
  });

  it('toggles pause when the current track is played again, unless forced', () => {
    play(track(1));
    play(track(1));
    expect($playing.get()).toBe(false);
    play(track(1), { force: true });
    expect($playing.get()).toBe(true);
    play(track(1), { force: true });
    expect($playing.get()).toBe(true);
  });

  it('jumps to a track that is already queued without changing the queue', () => {
    playList([track(1), track(2), track(3)], 0);
    play(track(3));
    expect($currentItem.get()?.id).toBe('track-3');
    expect($queue.get()).toHaveLength(3);
  });

  it('queues a list in order and walks it with next and previous', () => {
    playList([track(1), track(2), track(3)], 1);
    expect($hasPrevious.get()).toBe(true);
    next();
    expect($currentItem.get()?.id).toBe('track-3');
    expect($hasNext.get()).toBe(false);
    next();
    expect($currentItem.get()?.id).toBe('track-3');
    previous();
    previous();
    expect($currentItem.get()?.id).toBe('track-1');
    expect($hasPrevious.get()).toBe(false);
  });

  it('resets the timings when the current track changes', () => {
    playList([track(1), track(2)], 0);
    reportProgress(42, 90);
    next();
    expect($currentTime.get()).toBe(0);
  });

  it('selects the first added item when adding to a queue with no current track', () => {
    addToQueue([track(4), track(5)]);
    expect($currentItem.get()?.id).toBe('track-4');
    expect($playing.get()).toBe(false);
  });

  it('advances when a track ends and a next one exists', () => {
    playList([track(1), track(2)], 0);
    trackEnded();
    expect($currentItem.get()?.id).toBe('track-2');
    expect($playing.get()).toBe(true);
  });

  it('pauses and returns to the start of the queue when the last track ends', () => {
    playList([track(1), track(2)], 1);
    reportProgress(80, 90);
    trackEnded();
    expect($currentItem.get()?.id).toBe('track-1');
    expect($playing.get()).toBe(false);
    expect($autoplay.get()).toBe(false);
    expect($seekRequest.get()?.time).toBe(0);
  });

  it('accepts only volumes between 0 and 1, unmutes when set, and saves both on this device', () => {
    toggleMute();
    expect($muted.get()).toBe(true);
    setVolume(1.5);
    setVolume(-0.1);
    expect($volume.get()).toBe(0.5);
    expect($muted.get()).toBe(true);
    setVolume(0.25);
    expect($volume.get()).toBe(0.25);
    expect($muted.get()).toBe(false);
    expect(localStorage.getItem('rsm:player-volume')).toBe('0.25');
    expect(localStorage.getItem('rsm:player-muted')).toBe('false');
  });

  it('does nothing on play/pause without a track', () => {
    togglePlay();
    expect($playing.get()).toBe(false);
  });
});
