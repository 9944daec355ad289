import { useEffect, useState, type RefObject } from 'react';

const onSeen = new WeakMap<Element, () => void>();
let observer: IntersectionObserver | null = null;

/**
 * After the page's own work: decoration asks the server for its files once what the page came for (its results, their
 * count and filters) has been asked for and drawn.
 */
function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 1500 });
  else setTimeout(run, 0);
}

/** One observer for every element watched: a page of rows costs one, not one per row. */
function watch(element: Element, seen: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    seen();
    return () => undefined;
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const seen = onSeen.get(entry.target);
        onSeen.delete(entry.target);
        observer?.unobserve(entry.target);
        if (seen) whenIdle(seen);
      }
    },
    // A screen ahead: what scrolls in is already drawn.
    { rootMargin: '100% 0px' },
  );
  onSeen.set(element, seen);
  observer.observe(element);
  return () => {
    onSeen.delete(element);
    observer?.unobserve(element);
  };
}

/**
 * Whether the element has come near the viewport once. For decoration fetched per row (a waveform): a long list asks
 * for what is on screen, not for all of it.
 */
export function useSeen(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    return watch(element, () => setSeen(true));
  }, [ref, seen]);
  return seen;
}
