/** A page link, or a gap standing for the pages skipped. */
export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: 'start' | 'end' };

/** How many consecutive pages the pager shows around the current one. */
export const WINDOW_SIZE = 3;

/**
 * At most three consecutive pages around `current`, plus the first and last page, with a gap wherever pages are
 * skipped: 1 … 4 5 6 … 20.
 */
export function pageWindow(current: number, total: number): PageItem[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(1, current), total);
  const start = Math.max(1, Math.min(page - 1, total - WINDOW_SIZE + 1));
  const end = Math.min(total, start + WINDOW_SIZE - 1);
  const items: PageItem[] = [];
  if (start > 1) items.push({ kind: 'page', page: 1 });
  if (start > 2) items.push({ kind: 'gap', key: 'start' });
  for (let at = start; at <= end; at += 1) items.push({ kind: 'page', page: at });
  if (end < total - 1) items.push({ kind: 'gap', key: 'end' });
  if (end < total) items.push({ kind: 'page', page: total });
  return items;
}

/** The page input takes digits only, without a leading zero (a positive integer). */
export const isPageInput = (raw: string) => raw === '' || /^[1-9]\d*$/.test(raw);

/** The page a typed value asks for, or null when it is not a page of this list. */
export function parsePageInput(raw: string, total: number): number | null {
  if (!raw || !isPageInput(raw)) return null;
  const page = Number(raw);
  return page <= total ? page : null;
}
