import { useSyncExternalStore } from 'react';

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
 * Whether the desktop top bar shows (from 1024 px, spec §2.4). Pieces that only one layout shows are mounted only
 * there, so a phone never loads the desktop search bar's remote code. Without matchMedia (tests), desktop.
 */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribe, isDesktopScreen, () => true);
}
