import { atom, type WritableAtom } from 'nanostores';

/**
 * An atom saved on this device. The only place that touches localStorage, so apps never do; a value that cannot be
 * read back (storage disabled, corrupt JSON, wrong shape) falls back to the initial value.
 */
export function persistentAtom<T>(
  key: string,
  initial: T,
  isValid: (value: unknown) => value is T = (_v): _v is T => true,
): WritableAtom<T> {
  const store = atom<T>(read(key, initial, isValid));
  store.listen((value) => {
    try {
      if (value === null || value === undefined) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Private mode or a full quota: the value still lives for this page.
    }
  });
  return store;
}

function read<T>(key: string, initial: T, isValid: (value: unknown) => value is T): T {
  try {
    const raw = typeof window === 'undefined' ? null : window.localStorage.getItem(key);
    if (raw === null) return initial;
    const parsed: unknown = JSON.parse(raw);
    return isValid(parsed) ? parsed : initial;
  } catch {
    return initial;
  }
}
