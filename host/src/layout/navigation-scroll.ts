import { useLocation, useNavigationType } from '@rsm/shared';
import { useEffect, useLayoutEffect, useRef } from 'react';

/** How long a restore or an anchor waits for the page to grow tall enough, or for the anchor to appear. */
const SETTLE_MS = 3000;

/** Where each visited entry of the history was scrolled to, by the router's key of the entry. */
const positions = new Map<string, number>();

/**
 * Calls `attempt` on each animation frame until it reports done, the time is up, or the visitor scrolls on their own
 * (a wheel, a touch, a key): a page's content arrives a moment after its route, so the first attempt may find it short.
 */
function untilSettled(attempt: () => boolean): () => void {
  const started = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of USER_SCROLLS) window.removeEventListener(type, stop);
  };
  const step = () => {
    if (attempt() || performance.now() - started > SETTLE_MS) stop();
    else frame = requestAnimationFrame(step);
  };
  for (const type of USER_SCROLLS) window.addEventListener(type, stop, { passive: true, once: true });
  step();
  return stop;
}

const USER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

function scrollToPosition(top: number): () => void {
  return untilSettled(() => {
    window.scrollTo(0, top);
    const reachable = document.documentElement.scrollHeight - window.innerHeight;
    return top <= reachable || Math.abs(window.scrollY - top) < 1;
  });
}

function scrollToAnchor(id: string): () => void {
  window.scrollTo(0, 0);
  return untilSettled(() => {
    const target = document.getElementById(id);
    target?.scrollIntoView();
    return target !== null;
  });
}

/**
 * Scroll on navigation, for the host's pages and every remote's (they all render inside the host's router): a new
 * page opens at its top, or at the anchor its address names; Back and Forward return to where that page was left.
 * A replace that keeps the path (a view switch, a filter written to the address) leaves the page where it is.
 */
export function useNavigationScroll(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(location);

  useEffect(() => {
    // The browser would restore on Back before the old page is drawn again, at a height it no longer has.
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const remember = () => positions.set(shown.current.key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    const previous = shown.current;
    if (previous.key === location.key) {
      // The first render: a link to an anchor of this page, or a reload, where the browser's position stands.
      return location.hash ? scrollToAnchor(decodeURIComponent(location.hash.slice(1))) : undefined;
    }
    shown.current = location;
    if (navigationType === 'POP') return scrollToPosition(positions.get(location.key) ?? 0);
    if (navigationType === 'REPLACE' && previous.pathname === location.pathname) return undefined;
    if (location.hash) return scrollToAnchor(decodeURIComponent(location.hash.slice(1)));
    window.scrollTo(0, 0);
    return undefined;
  }, [location, navigationType]);
}
