import { useStore } from '@nanostores/react';
import { $currentItem, $pinnedPlaylist, useIsDesktop } from '@rsm/shared';
import { useEffect, useState } from 'react';
import { RemoteSlot } from '../federation/remote-slot';
import { afterFirstView } from './after-first-view';

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
