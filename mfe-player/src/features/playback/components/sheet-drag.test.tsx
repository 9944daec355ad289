import { $sheetOpened, clearQueue, playList, setSheetOpened } from '@rsm/shared';
import { TestProviders } from '@rsm/shared/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { PlayerSheet } from './player-sheet';
import { shouldClose } from './sheet-drag';

describe('shouldClose', () => {
  it('closes only past one third of the window height', () => {
    expect(shouldClose(281, 844)).toBe(false);
    expect(shouldClose(282, 844)).toBe(true);
    expect(shouldClose(300, 900)).toBe(false);
    expect(shouldClose(301, 900)).toBe(true);
    expect(shouldClose(0, 844)).toBe(false);
    expect(shouldClose(10, 0)).toBe(false);
  });
});

describe('player sheet', () => {
  beforeAll(() => {
    // jsdom has no PointerEvent; a MouseEvent carries the coordinates the drag reads.
    class PointerEventPolyfill extends MouseEvent {
      pointerId = 1;
      pointerType = 'touch';
    }
    Object.assign(window, { PointerEvent: PointerEventPolyfill });
    Object.assign(window, { innerHeight: 844 });
  });

  beforeEach(() => {
    clearQueue();
    playList(
      [
        {
          id: 'track-7',
          title: 'Night Drive',
          audioUrl: '/a.mp3',
          trackPageUrl: '/tracks/7',
          albumName: 'Roads',
          albumPageUrl: '/albums/x',
        },
      ],
      0,
    );
    setSheetOpened(true);
  });

  const drag = (handle: Element, to: number) => {
    act(() => {
      fireEvent.pointerDown(handle, { clientY: 10 });
      fireEvent.pointerMove(handle, { clientY: 10 + to / 2 });
      fireEvent.pointerMove(handle, { clientY: 10 + to });
      fireEvent.pointerUp(handle, { clientY: 10 + to });
    });
  };

  it('is a dialog named by the track title that follows the drag and springs back above the threshold', async () => {
    render(<PlayerSheet />, { wrapper: TestProviders });
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const sheet = screen.getByRole('dialog', { name: 'Night Drive' });
    const handle = sheet.firstElementChild!;
    act(() => {
      fireEvent.pointerDown(handle, { clientY: 10 });
      fireEvent.pointerMove(handle, { clientY: 130 });
    });
    expect(sheet.style.transform).toBe('translateY(120px)');
    drag(handle, 250);
    expect($sheetOpened.get()).toBe(true);
    expect(sheet.style.transform).toBe('translateY(0px)');
  });

  it('closes when dragged down past a third of the window', () => {
    render(<PlayerSheet />, { wrapper: TestProviders });
    drag(screen.getByRole('dialog', { name: 'Night Drive' }).firstElementChild!, 300);
    expect($sheetOpened.get()).toBe(false);
  });

  it('closes with the Close button and with Track details', () => {
    const { unmount } = render(<PlayerSheet />, { wrapper: TestProviders });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect($sheetOpened.get()).toBe(false);
    unmount();
    setSheetOpened(true);
    render(<PlayerSheet />, { wrapper: TestProviders });
    fireEvent.click(screen.getByRole('button', { name: 'Track details' }));
    expect($sheetOpened.get()).toBe(false);
  });
});

describe('player sheet focus', () => {
  it('starts on Close, keeps Tab inside and closes on Escape', () => {
    clearQueue();
    playList([{ id: 'track-8', title: 'Low Tide', audioUrl: '/b.mp3', trackPageUrl: '/tracks/8' }], 0);
    setSheetOpened(true);
    render(<PlayerSheet />, { wrapper: TestProviders });
    const sheet = screen.getByRole('dialog', { name: 'Low Tide' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    const details = screen.getByRole('button', { name: 'Track details' });
    details.focus();
    fireEvent.keyDown(details, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'RSM Home' }));
    fireEvent.keyDown(sheet, { key: 'Escape' });
    expect($sheetOpened.get()).toBe(false);
  });
});
