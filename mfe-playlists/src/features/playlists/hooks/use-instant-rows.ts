import { useCallback, useRef, useState } from 'react';

/**
 * The rows to show, with a way to change them in the very render of the click or key press. The query cache holds
 * the optimistic state, but it tells its observers a task later (TanStack Query notifies on a timer), which costs a
 * frame or more on a busy page. A change made here is shown until different rows are given — the cache's own
 * optimistic update, or its rollback — and from then on the cache is the only source again.
 */
export function useInstantRows<T>(
  rows: T[] | undefined,
): [T[] | undefined, (change: (rows: T[]) => T[]) => void] {
  const [instant, setInstant] = useState<{ base: T[]; rows: T[] } | null>(null);
  const latest = useRef(rows);
  latest.current = rows;
  // Dropped for good once the cache has moved on: a rollback restores the very rows it started from.
  if (instant && instant.base !== rows) setInstant(null);
  const change = useCallback((update: (rows: T[]) => T[]) => {
    const base = latest.current;
    if (!base) return;
    setInstant((previous) => ({ base, rows: update(previous?.base === base ? previous.rows : base) }));
  }, []);
  return [instant && instant.base === rows ? instant.rows : rows, change];
}
