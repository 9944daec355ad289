import { useEffect } from 'react';
import { runShortcut, shortcutFor } from './keyboard-shortcuts';

/**
 * Space plays and pauses; ←/→ seek, Shift+←/→ change track, M mutes, ? lists the shortcuts.
 * None fires while the user types in a field or a control already handles the key.
 */
export function useKeyboardShortcuts() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const action = shortcutFor(event);
      // Holding an arrow keeps seeking; holding Space or M must not flip back and forth.
      if (!action || (event.repeat && action !== 'seekBack' && action !== 'seekForward')) return;
      if (runShortcut(action)) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
