import { $pinnedPlaylist, clearQueue, play, setDesktopHidden } from '@rsm/shared';
import { TestProviders } from '@rsm/shared/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ScrollToTop } from './scroll-to-top';
import { screenWidth } from '../testing/screen-width';

const bottomOf = () => getComputedStyle(screen.getByRole('button', { name: 'Scroll to top' })).bottom;

beforeEach(() => {
  screenWidth(false);
  Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
});
afterEach(() => {
  clearQueue();
  $pinnedPlaylist.set(null);
  setDesktopHidden(false);
});

describe('ScrollToTop', () => {
  it('is not there at the top of the page, and appears once the page has scrolled', async () => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    render(
      <TestProviders>
        <ScrollToTop />
      </TestProviders>,
    );
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
    act(() => void fireEvent.scroll(window));
    expect(await screen.findByRole('button', { name: 'Scroll to top' })).toBeTruthy();
  });

  it('sits near the edge before anything plays, above the pinned strip, then above the player or its toggle', async () => {
    render(
      <TestProviders>
        <ScrollToTop />
      </TestProviders>,
    );
    act(() => void fireEvent.scroll(window));
    await screen.findByRole('button', { name: 'Scroll to top' });
    expect(bottomOf()).toBe('16px');
    act(() => $pinnedPlaylist.set({ uuid: 'p-1', name: 'Trailer picks' }));
    expect(bottomOf()).toBe('56px');
    act(() => play({ id: 'track-1', trackId: 1, title: 'Neon Rain', audioUrl: 'http://api.test/1.mp3' }));
    expect(bottomOf()).toBe(`${64 + 40 + 12}px`);
    act(() => setDesktopHidden(true));
    expect(bottomOf()).toBe(`${56 + 48 + 12}px`);
  });
});
