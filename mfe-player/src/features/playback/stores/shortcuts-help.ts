import { atom } from 'nanostores';

/** Whether the keyboard shortcuts dialog is open: opened by '?' or the bar's button. */
export const $shortcutsHelpOpen = atom(false);

export const openShortcutsHelp = () => $shortcutsHelpOpen.set(true);
export const closeShortcutsHelp = () => $shortcutsHelpOpen.set(false);
