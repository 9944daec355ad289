import {
  $currentItem,
  $currentTime,
  $duration,
  $playing,
  next,
  pause,
  previous,
  resume,
  seek,
  type PlayableItem,
} from '@rsm/shared';

/** Seconds for the system's seek backward/forward buttons when they do not say. */
export const DEFAULT_SEEK_OFFSET = 10;

type Handlers = Partial<Record<MediaSessionAction, MediaSessionActionHandler>>;

/** What the operating system's media controls (lock screen, headset keys, media keys) do. */
export const mediaSessionHandlers: Handlers = {
  play: () => resume(),
  pause: () => pause(),
  previoustrack: () => previous(),
  nexttrack: () => next(),
  seekto: (details) => {
    if (details.seekTime !== undefined) seek(details.seekTime);
  },
  seekbackward: (details) => seek($currentTime.get() - (details.seekOffset ?? DEFAULT_SEEK_OFFSET)),
  seekforward: (details) => seek($currentTime.get() + (details.seekOffset ?? DEFAULT_SEEK_OFFSET)),
};

const session = (): MediaSession | null =>
  typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null;

/** Each call is guarded: browsers differ in which actions and fields they accept. */
function attempt(action: () => void): void {
  try {
    action();
  } catch {
    // An action or a position this browser does not support: the other controls still work.
  }
}

export function setMetadata(item: PlayableItem | null): void {
  const media = session();
  if (!media) return;
  if (!item || typeof MediaMetadata === 'undefined') {
    media.metadata = null;
    return;
  }
  attempt(() => {
    media.metadata = new MediaMetadata({
      title: item.title,
      album: item.albumName ?? '',
      artwork: item.image ? [{ src: new URL(item.image, window.location.href).href }] : [],
    });
  });
}

export function setHandlers(handlers: Handlers | null): void {
  const media = session();
  if (!media) return;
  for (const action of Object.keys(mediaSessionHandlers) as MediaSessionAction[])
    attempt(() => media.setActionHandler(action, handlers?.[action] ?? null));
}

/** Tells the system where playback is; it extrapolates from there, so this runs on changes, not on every tick. */
export function syncPlaybackState(): void {
  const media = session();
  if (!media) return;
  const item = $currentItem.get();
  media.playbackState = !item ? 'none' : $playing.get() ? 'playing' : 'paused';
  const duration = $duration.get();
  if (typeof media.setPositionState !== 'function') return;
  attempt(() => {
    if (!item || !Number.isFinite(duration) || duration <= 0) media.setPositionState();
    else
      media.setPositionState({
        duration,
        position: Math.min(Math.max(0, $currentTime.get()), duration),
        playbackRate: 1,
      });
  });
}
