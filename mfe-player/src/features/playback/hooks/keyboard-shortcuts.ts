import { $currentItem, $currentTime, next, previous, seek, toggleMute, togglePlay } from '@rsm/shared';
import { openShortcutsHelp } from '../stores/shortcuts-help';

/** Seconds that ← and → move the playback position. */
export const SEEK_STEP_SECONDS = 5;

export type ShortcutAction =
  'togglePlay' | 'seekBack' | 'seekForward' | 'previous' | 'next' | 'toggleMute' | 'help';

/** Where typing happens: no shortcut fires there. */
const TYPING =
  'input, textarea, select, [contenteditable=""], [contenteditable="true"], [contenteditable="plaintext-only"]';
/** Controls that already answer Space (buttons, links) or arrows (sliders) themselves. */
const OWNS_SPACE =
  'button, a[href], summary, [role="button"], [role="slider"], [role="checkbox"], [role="switch"]';

function closest(target: EventTarget | null, selector: string): boolean {
  return target instanceof Element && target.closest(selector) !== null;
}

/** The player action a key press asks for, or null: ignored while typing and with Ctrl, Alt or Meta held. */
export function shortcutFor(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'altKey' | 'metaKey' | 'target'>,
): ShortcutAction | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  if (
    closest(event.target, TYPING) ||
    (event.target instanceof HTMLElement && event.target.isContentEditable)
  )
    return null;
  switch (event.key) {
    case ' ':
      return closest(event.target, OWNS_SPACE) ? null : 'togglePlay';
    case 'ArrowLeft':
      return event.shiftKey ? 'previous' : 'seekBack';
    case 'ArrowRight':
      return event.shiftKey ? 'next' : 'seekForward';
    case 'm':
    case 'M':
      return 'toggleMute';
    case '?':
      return 'help';
    default:
      return null;
  }
}

/** Runs an action; false when there was nothing to do, so the key keeps its usual meaning (scrolling). */
export function runShortcut(action: ShortcutAction): boolean {
  const hasItem = $currentItem.get() !== null;
  switch (action) {
    case 'togglePlay':
      if (hasItem) togglePlay();
      return hasItem;
    case 'seekBack':
    case 'seekForward':
      if (hasItem)
        seek($currentTime.get() + (action === 'seekBack' ? -SEEK_STEP_SECONDS : SEEK_STEP_SECONDS));
      return hasItem;
    case 'previous':
      previous();
      return hasItem;
    case 'next':
      next();
      return hasItem;
    case 'toggleMute':
      toggleMute();
      return true;
    case 'help':
      openShortcutsHelp();
      return true;
  }
}
