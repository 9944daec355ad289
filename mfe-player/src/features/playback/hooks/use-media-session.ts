import { $currentItem, $duration, $playing, $seekRequest } from '@rsm/shared';
import { useEffect } from 'react';
import { mediaSessionHandlers, setHandlers, setMetadata, syncPlaybackState } from './media-session';

/**
 * The Media Session API: the current item's title, album and cover in the system's media controls, and those
 * controls wired to the player's actions. Subscriptions, not renders: nothing here re-renders the player.
 */
export function useMediaSession() {
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
    const unbind = [
      $currentItem.subscribe((item) => {
        setMetadata(item);
        setHandlers(item ? mediaSessionHandlers : null);
        syncPlaybackState();
      }),
      $playing.listen(syncPlaybackState),
      $duration.listen(syncPlaybackState),
      $seekRequest.listen(syncPlaybackState),
    ];
    return () => {
      unbind.forEach((stop) => stop());
      setHandlers(null);
      setMetadata(null);
    };
  }, []);
}
