import { useState } from 'react';

/**
 * A number that changes when rows arrive that were not in the list before (another page, another search), but not
 * when rows only leave or move: a removed or reordered track leaves the other rows rendered where they are.
 */
export function useArrivalKey(ids: readonly number[]): number {
  const [state, setState] = useState(() => ({ ids: new Set(ids), key: 0 }));
  if (!ids.some((id) => !state.ids.has(id))) return state.key;
  const next = { ids: new Set(ids), key: state.key + 1 };
  setState(next);
  return next.key;
}
