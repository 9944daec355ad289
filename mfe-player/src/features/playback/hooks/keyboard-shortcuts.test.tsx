import { $currentItem, $currentTime, $duration, $muted, $playing, clearQueue, playList } from '@rsm/shared';
import { TestProviders, playableItemFixture } from '@rsm/shared/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ShortcutsDialog } from '../components/shortcuts-dialog';
import { $shortcutsHelpOpen } from '../stores/shortcuts-help';
import { shortcutFor } from './keyboard-shortcuts';
import { useKeyboardShortcuts } from './use-keyboard-shortcuts';

function Harness() {
  useKeyboardShortcuts();
  return (
    <>
      <input aria-label="Search" />
      <textarea aria-label="Notes" />
      <div aria-label="Editor" contentEditable suppressContentEditableWarning>
        text
      </div>
      <button type="button">Elsewhere</button>
      <ShortcutsDialog />
    </>
  );
}

const press = (key: string, init: KeyboardEventInit = {}, target: Element | Window = window) =>
  act(() => {
    fireEvent.keyDown(target, { key, ...init });
  });

describe('keyboard shortcuts', () => {
  beforeEach(() => {
    clearQueue();
    $muted.set(false);
    $shortcutsHelpOpen.set(false);
    playList([playableItemFixture(1), playableItemFixture(2), playableItemFixture(3)], 1);
    $playing.set(false);
    $duration.set(200);
    $currentTime.set(100);
    render(<Harness />, { wrapper: TestProviders });
  });

  it('toggles play and pause with Space', () => {
    press(' ');
    expect($playing.get()).toBe(true);
    press(' ');
    expect($playing.get()).toBe(false);
  });

  it('seeks 5 seconds back and forward with the arrows', () => {
    press('ArrowRight');
    expect($currentTime.get()).toBe(105);
    press('ArrowLeft');
    press('ArrowLeft');
    expect($currentTime.get()).toBe(95);
  });

  it('goes to the previous and next track with Shift and the arrows', () => {
    press('ArrowRight', { shiftKey: true });
    expect($currentItem.get()?.id).toBe('track-3');
    press('ArrowLeft', { shiftKey: true });
    press('ArrowLeft', { shiftKey: true });
    expect($currentItem.get()?.id).toBe('track-1');
  });

  it('mutes and unmutes with M', () => {
    press('m');
    expect($muted.get()).toBe(true);
    press('M', { shiftKey: true });
    expect($muted.get()).toBe(false);
  });

  it('opens the keyboard shortcuts dialog with ?', () => {
    press('?', { shiftKey: true });
    expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeTruthy();
    expect(screen.getByText('Back or forward 5 seconds')).toBeTruthy();
  });

  it.each(['Search', 'Notes', 'Editor'])('ignores every shortcut while typing in %s', (field) => {
    const target = screen.getByLabelText(field);
    for (const key of [' ', 'ArrowRight', 'm', '?']) press(key, {}, target);
    press('ArrowRight', { shiftKey: true }, target);
    expect($playing.get()).toBe(false);
    expect($currentTime.get()).toBe(100);
    expect($muted.get()).toBe(false);
    expect($currentItem.get()?.id).toBe('track-2');
    expect($shortcutsHelpOpen.get()).toBe(false);
  });

  it('leaves Space to a focused button and ignores keys with Ctrl, Alt or Meta', () => {
    press(' ', {}, screen.getByRole('button', { name: 'Elsewhere' }));
    press('ArrowRight', { ctrlKey: true });
    press('m', { metaKey: true });
    expect($playing.get()).toBe(false);
    expect($currentTime.get()).toBe(100);
    expect($muted.get()).toBe(false);
  });

  it('lets Space and the arrows scroll the page when nothing is loaded', () => {
    clearQueue();
    const event = new KeyboardEvent('keydown', { key: ' ', cancelable: true });
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(false);
    expect($playing.get()).toBe(false);
  });
});

describe('shortcutFor', () => {
  it('maps keys to actions', () => {
    const base = { shiftKey: false, ctrlKey: false, altKey: false, metaKey: false, target: document.body };
    expect(shortcutFor({ ...base, key: ' ' })).toBe('togglePlay');
    expect(shortcutFor({ ...base, key: 'ArrowLeft' })).toBe('seekBack');
    expect(shortcutFor({ ...base, key: 'ArrowRight', shiftKey: true })).toBe('next');
    expect(shortcutFor({ ...base, key: 'x' })).toBeNull();
  });
});
