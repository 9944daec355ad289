import { useEffect, useState } from 'react';

/**
 * How many rows to render now: the first few at once, then a few more per task, so a 250-row page never blocks
 * the main thread in one long task (budget: none over 100 ms). Starts again when `resetKey` changes (a new page
 * of tracks or another view); a reorder keeps the same key, so focus and drag targets stay rendered.
 */
export function useProgressiveCount(total: number, resetKey: string, first = 24, step = 8): number {
  const [state, setState] = useState({ key: resetKey, count: first });
  let count = state.count;
  if (state.key !== resetKey) {
    count = first;
    setState({ key: resetKey, count });
  }
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => setState((current) => ({ ...current, count: current.count + step })), 0);
    return () => clearTimeout(timer);
  }, [count, total, step]);
  return Math.min(count, total);
}
