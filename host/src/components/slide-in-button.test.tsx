import { onDemand } from '@rsm/shared';
import { TestProviders } from '@rsm/shared/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { screenWidth } from '../testing/screen-width';
import {
  SlideInButton,
  useSlideInPanel,
  type SlideInPanelCode,
  type SlideInPanelState,
} from './slide-in-button';
import { SlideInPanel } from './slide-in-panel';

function NotesPanel({ state }: { state: SlideInPanelState }) {
  return (
    <SlideInPanel state={state} title="Notes" closeLabel="Close notes" tone="brand">
      <a href="/about-us">About us</a>
    </SlideInPanel>
  );
}

/** A panel whose code arrives when the test says so, counting the loads asked for. */
function panelCode() {
  let arrive: () => void = () => undefined;
  const code = {
    loads: 0,
    panel: onDemand(() => {
      code.loads += 1;
      return new Promise<typeof NotesPanel>((resolve) => (arrive = () => resolve(NotesPanel)));
    }),
    arrive: () => act(async () => arrive()),
  };
  return code;
}

function Notes({ panel }: { panel: SlideInPanelCode }) {
  const state = useSlideInPanel();
  return <SlideInButton state={state} label="Notes" icon={<span />} panel={panel} />;
}

const renderNotes = (panel: SlideInPanelCode) =>
  render(
    <TestProviders>
      <Notes panel={panel} />
    </TestProviders>,
  );

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
  jest.useRealTimers();
});

describe('SlideInButton', () => {
  it('is there at once; a press before the code is in opens the panel when it arrives, with focus inside', async () => {
    const code = panelCode();
    renderNotes(code.panel);
    const button = screen.getByRole('button', { name: 'Notes' });
    expect(code.loads).toBe(0);
    fireEvent.click(button);
    expect(code.loads).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await code.arrive();
    const dialog = screen.getByRole('dialog', { name: 'Notes' });
    await waitFor(() => expect(dialog.getAttribute('data-state')).toBe('open'));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close notes' }));
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(dialog.getAttribute('data-state')).toBe('closed');
    expect(document.activeElement).toBe(button);
  });

  it('starts loading when the button is touched or focused, drawing the panel closed until pressed', async () => {
    const code = panelCode();
    renderNotes(code.panel);
    const button = screen.getByRole('button', { name: 'Notes' });
    fireEvent.pointerDown(button);
    fireEvent.focus(button);
    expect(code.loads).toBe(1);
    await code.arrive();
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog.getAttribute('data-state')).toBe('closed');
    fireEvent.click(button);
    expect(dialog.getAttribute('data-state')).toBe('open');
  });

  it('on a phone, loads the panel once the first view is done', async () => {
    screenWidth(false);
    jest.useFakeTimers();
    const code = panelCode();
    renderNotes(code.panel);
    expect(code.loads).toBe(0);
    act(() => void jest.runAllTimers());
    expect(code.loads).toBe(1);
  });

  it('on a desktop, where the button is hidden, never loads it', () => {
    screenWidth(true);
    jest.useFakeTimers();
    const code = panelCode();
    renderNotes(code.panel);
    act(() => void jest.runAllTimers());
    expect(code.loads).toBe(0);
  });
});
