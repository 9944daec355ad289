import { useStore } from '@nanostores/react';
import { $currentItem, $pinnedPlaylist, useIsDesktop } from '@rsm/shared';
import { useEffect, useState } from 'react';
import { RemoteSlot } from '../federation/remote-slot';

/** How long a phone waits for an idle moment before loading the player anyway. */
const IDLE_TIMEOUT_MS = 3000;

/** Resolves once the page has loaded and the main thread has an idle moment. */
function afterFirstView(onReady: () => void): () => void {
  // Not every browser has idle callbacks (Safari): a plain task after the load event there.
  const idleCallbacks = typeof window.requestIdleCallback === 'function';
  let cancel: () => void = () => undefined;
  const whenIdle = () => {
    if (idleCallbacks) {
      const handle = window.requestIdleCallback(onReady, { timeout: IDLE_TIMEOUT_MS });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(onReady, 0);
      cancel = () => clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    cancel();
  };
}

/**
 * The player remote. A desktop shows its bar from the start; a phone shows nothing until a track is chosen or a
 * playlist pinned, so there the player loads after the page's first view (sooner when something is to play), leaving
 * the first paint and the main thread to the page.
 */
export function PlayerSlot() {
  const desktop = useIsDesktop();
  const current = useStore($currentItem);
  const pinned = useStore($pinnedPlaylist);
  const [idle, setIdle] = useState(false);
  useEffect(() => (desktop || idle ? undefined : afterFirstView(() => setIdle(true))), [desktop, idle]);
  if (!desktop && !idle && !current && !pinned) return null;
  return <RemoteSlot remote="player" expose="player" />;
}
