import { persistentAtom } from '@rsm/shared';

/** One entry of the local search history: the text searched for, as `name`. */
export interface HistoryEntry {
  name: string;
}

const isHistory = (value: unknown): value is HistoryEntry[] =>
  Array.isArray(value) && value.every((entry) => typeof (entry as HistoryEntry | null)?.name === 'string');

/** Searches made on this device, newest first, without a size cap. */
export const $searchHistory = persistentAtom<HistoryEntry[]>('rsm:search-history', [], isHistory);

/** The history with `name` added first; an empty name or a repeat of the latest entry leaves it as it was. */
export function withHistoryEntry(history: HistoryEntry[], name: string): HistoryEntry[] {
  const value = name.trim();
  if (!value || history[0]?.name === value) return history;
  return [{ name: value }, ...history];
}

/** Named action: remember a search made on this device. */
export function rememberSearch(name: string): void {
  const current = $searchHistory.get();
  const next = withHistoryEntry(current, name);
  if (next !== current) $searchHistory.set(next);
}
