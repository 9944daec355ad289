import { useSyncExternalStore } from 'react';

/** The desktop layout starts at the 1024 px breakpoint (`lg`). */
const DESKTOP_QUERY = '(min-width: 1024px)';

const query = () =>
  typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(DESKTOP_QUERY) : null;

/** Whether the screen is a desktop one right now (outside React). Without matchMedia (tests), desktop. */
export const isDesktopScreen = () => query()?.matches ?? true;

function subscribe(onChange: () => void) {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * Whether the desktop layout shows (from 1024 px). Pieces only one layout shows are mounted only there, rather than
 * both hidden by CSS: a phone never loads the desktop search bar's code, and only one seek bar subscribes to the
 * playback time. Without matchMedia (tests, server), desktop.
 */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribe, isDesktopScreen, () => true);
}
