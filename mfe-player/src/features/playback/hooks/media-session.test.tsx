import {
  $currentItem,
  $currentTime,
  $duration,
  $playing,
  clearQueue,
  playList,
  reportProgress,
} from '@rsm/shared';
import { playableItemFixture } from '@rsm/shared/testing';
import { act, render } from '@testing-library/react';
import { useMediaSession } from './use-media-session';

const item = (n: number) => playableItemFixture(n, { albumName: 'Roads', image: `/covers/${n}.svg` });

class FakeMetadata {
  constructor(readonly init: MediaMetadataInit) {}
}

function installMediaSession() {
  const handlers = new Map<string, MediaSessionActionHandler | null>();
  const session = {
    metadata: null as FakeMetadata | null,
    playbackState: 'none',
    setActionHandler: jest.fn((action: string, handler: MediaSessionActionHandler | null) =>
      handlers.set(action, handler),
    ),
    setPositionState: jest.fn(),
  };
  Object.defineProperty(navigator, 'mediaSession', { value: session, configurable: true });
  Object.assign(globalThis, { MediaMetadata: FakeMetadata });
  return {
    session,
    handlers,
    run: (action: string, details: Partial<MediaSessionActionDetails> = {}) =>
      act(() => handlers.get(action)!({ action, ...details } as MediaSessionActionDetails)),
  };
}

function Harness() {
  useMediaSession();
  return null;
}

describe('media session', () => {
  beforeEach(() => clearQueue());

  it('shows the current item and wires the system controls to the player', () => {
    const { session, run } = installMediaSession();
    render(<Harness />);
    act(() => playList([item(1), item(2)], 0));
    expect((session.metadata as FakeMetadata).init).toEqual({
      title: 'Track 1',
      album: 'Roads',
      artwork: [{ src: 'http://localhost/covers/1.svg' }],
    });
    expect(session.playbackState).toBe('playing');

    run('pause');
    expect($playing.get()).toBe(false);
    expect(session.playbackState).toBe('paused');
    run('play');
    expect($playing.get()).toBe(true);
    run('nexttrack');
    expect($currentItem.get()?.id).toBe('track-2');
    expect((session.metadata as FakeMetadata).init.title).toBe('Track 2');
    run('previoustrack');
    expect($currentItem.get()?.id).toBe('track-1');

    act(() => reportProgress(30, 120));
    expect(session.setPositionState).toHaveBeenLastCalledWith({
      duration: 120,
      position: 30,
      playbackRate: 1,
    });
    run('seekto', { seekTime: 60 });
    expect($currentTime.get()).toBe(60);
    expect(session.setPositionState).toHaveBeenLastCalledWith({
      duration: 120,
      position: 60,
      playbackRate: 1,
    });
    run('seekbackward', {});
    expect($currentTime.get()).toBe(50);
    run('seekforward', { seekOffset: 20 });
    expect($currentTime.get()).toBe(70);
  });

  it('does not tell the system about position on every time update', () => {
    const { session } = installMediaSession();
    render(<Harness />);
    act(() => playList([item(1)], 0));
    act(() => reportProgress(0, 120));
    const calls = session.setPositionState.mock.calls.length;
    act(() => {
      for (let second = 1; second < 50; second += 1) reportProgress(second, 120);
    });
    expect(session.setPositionState.mock.calls.length).toBe(calls);
    expect($duration.get()).toBe(120);
  });

  it('clears the metadata and the handlers when nothing is current', () => {
    const { session, handlers } = installMediaSession();
    render(<Harness />);
    act(() => playList([item(1)], 0));
    expect(handlers.get('play')).toBeInstanceOf(Function);
    act(() => clearQueue());
    expect(session.metadata).toBeNull();
    expect(session.playbackState).toBe('none');
    for (const action of [
      'play',
      'pause',
      'previoustrack',
      'nexttrack',
      'seekto',
      'seekbackward',
      'seekforward',
    ])
      expect(handlers.get(action)).toBeNull();
  });

  it('does nothing in a browser without the Media Session API', () => {
    delete (navigator as { mediaSession?: unknown }).mediaSession;
    expect(() => {
      render(<Harness />);
      act(() => playList([item(1)], 0));
    }).not.toThrow();
  });
});
