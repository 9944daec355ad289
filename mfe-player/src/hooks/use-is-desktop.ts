import { useSyncExternalStore } from 'react';

/** The desktop layout starts at the 1024 px breakpoint (spec §9, `lg`). */
const DESKTOP_QUERY = '(min-width: 1024px)';

const query = () =>
  typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(DESKTOP_QUERY) : null;

function subscribe(onChange: () => void) {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * Whether the desktop bar or the mobile mini bar and sheet render. One layout at a time, rather than both hidden by
 * CSS, so only one seek bar subscribes to the playback time. Without matchMedia (tests), desktop.
 */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? true,
    () => true,
  );
}
