import { MemoryRouter, Route, Routes, useNavigate } from '@rsm/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useNavigationScroll } from './navigation-scroll';

/** A page that scrolls like the browser's: window.scrollTo moves scrollY and tells the scroll listeners. */
const scrollTo = jest.fn((x: number, y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
});
const scrollBy = (y: number) => act(() => scrollTo(0, y));
const lastScroll = () => scrollTo.mock.calls.at(-1)?.[1];

function Frame() {
  useNavigationScroll();
  const navigate = useNavigate();
  const go = (to: string | number, replace = false) =>
    act(() => void (typeof to === 'number' ? navigate(to) : navigate(to, { replace })));
  Object.assign(Frame, { go });
  return (
    <Routes>
      <Route path="*" element={<p>page</p>} />
    </Routes>
  );
}

/** The frame opened at `address`, with `extra` on the page beside it. */
const openAt = (address: string, extra?: ReactNode) =>
  render(
    <MemoryRouter initialEntries={[address]}>
      <Frame />
      {extra}
    </MemoryRouter>,
  );
const go = (to: string | number, replace = false) =>
  (Frame as unknown as { go: (to: string | number, replace?: boolean) => void }).go(to, replace);

beforeEach(() => {
  Object.assign(window, { scrollTo });
  scrollTo.mockClear();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('useNavigationScroll', () => {
  it('opens a new page at its top, and returns to where each page was left on Back and Forward', () => {
    openAt('/albums');
    scrollBy(1834);
    go('/albums/neon-nights');
    expect(lastScroll()).toBe(0);
    scrollBy(640);
    go(-1);
    expect(lastScroll()).toBe(1834);
    go(1);
    expect(lastScroll()).toBe(640);
  });

  it('opens an address with an anchor at that anchor', () => {
    openAt('/faq', <h2 id="licences">Licences</h2>);
    const scrollIntoView = jest.fn();
    screen.getByRole('heading').scrollIntoView = scrollIntoView;
    scrollBy(500);
    go('/rates-licensing#licences');
    expect(scrollIntoView).toHaveBeenCalled();
  });

  it('leaves the page where it is when the address is rewritten in place, as a view switch does', () => {
    openAt('/search?q=piano');
    scrollBy(900);
    scrollTo.mockClear();
    go('/search?q=piano&view=card', true);
    expect(scrollTo).not.toHaveBeenCalled();
    go('/login?redirect=%2Fsearch', true);
    expect(lastScroll()).toBe(0);
  });

  it('stops putting a page back once the visitor scrolls on their own', () => {
    jest.useFakeTimers();
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 0, configurable: true });
    // A page that cannot yet reach its old position: every attempt lands at the top.
    const clamped = jest.fn(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));
    openAt('/albums');
    scrollBy(1200);
    go('/albums/x');
    Object.assign(window, { scrollTo: clamped });
    go(-1);
    expect(clamped).toHaveBeenLastCalledWith(0, 1200);
    act(() => void fireEvent.wheel(window));
    const attempts = clamped.mock.calls.length;
    act(() => void jest.advanceTimersByTime(500));
    expect(clamped.mock.calls.length).toBe(attempts);
    jest.useRealTimers();
  });
});
