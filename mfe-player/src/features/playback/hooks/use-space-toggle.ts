import { $currentItem, togglePlay } from '@rsm/shared';
import { useEffect } from 'react';

/** Space toggles play/pause when a track is loaded, except while typing (spec §4.1). */
export function useSpaceToggle() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code !== 'Space' || event.repeat || !$currentItem.get()) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, button, [contenteditable="true"], [role="slider"]')) return;
      event.preventDefault();
      togglePlay();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
