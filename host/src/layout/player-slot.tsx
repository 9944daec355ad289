import { useStore } from '@nanostores/react';
import { $currentItem, $pinnedPlaylist } from '@rsm/shared';
import { useEffect } from 'react';
import { preloadRemoteModule } from '../federation/preload-remotes';
import { RemoteSlot } from '../federation/remote-slot';

/** The first press of a pointer or a key: the player's code starts loading, ahead of a press that plays a track. */
const INTENT_EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * The player remote, shown once there is something in it: a track chosen or a playlist pinned (pinned playlists are
 * kept on the device, so a returning customer's player loads with the page). Until then no page waits for the
 * player's code; it starts loading with the visitor's first press, so a press on a play button finds it loaded or
 * on its way.
 */
export function PlayerSlot() {
  const current = useStore($currentItem);
  const pinned = useStore($pinnedPlaylist);
  const needed = Boolean(current || pinned);
  useEffect(() => {
    if (needed) return undefined;
    const stop = () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, preload, true);
    };
    const preload = () => {
      stop();
      preloadRemoteModule('player', 'player');
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, preload, true);
    return stop;
  }, [needed]);
  return needed ? <RemoteSlot remote="player" expose="player" /> : null;
}
