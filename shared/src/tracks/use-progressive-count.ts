import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Script time aimed at per chunk, measured on the device itself: with the layout and paint that follow, a task stays
 * well under 50 ms even where layout is slow (a phone's CPU, a page of thousands of elements).
 */
const CHUNK_BUDGET_MS = 6;
const MIN_STEP = 4;
const MAX_STEP = 120;

/**
 * How many rows to render now: the first few at once, then more per task, so a 250-row page never blocks the main
 * thread in one long task (budget: none over 100 ms). Each chunk renders in its own task, and the next chunk's size
 * follows how long this one took, so a slow or busy machine gets smaller chunks rather than longer tasks. Starts
 * again when `resetKey` changes (a new page of tracks or another view); a reorder or removal keeps the same key, so
 * focus and drag targets stay rendered.
 */
export function useProgressiveCount(total: number, resetKey: string, first = 24): number {
  const [state, setState] = useState({ key: resetKey, count: first });
  const step = useRef(16);
  let count = state.count;
  if (state.key !== resetKey) {
    count = first;
    setState({ key: resetKey, count });
  }
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => {
      const started = performance.now();
      const size = step.current;
      // Rendered and committed inside this task, so its duration is this chunk's cost.
      flushSync(() => setState((current) => ({ ...current, count: current.count + size })));
      const perRow = Math.max(performance.now() - started, 0.5) / size;
      step.current = Math.min(MAX_STEP, Math.max(MIN_STEP, Math.floor(CHUNK_BUDGET_MS / perRow)));
    }, 0);
    return () => clearTimeout(timer);
  }, [count, total]);
  return Math.min(count, total);
}
