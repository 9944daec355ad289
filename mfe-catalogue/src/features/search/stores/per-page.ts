import { persistentAtom } from '@rsm/shared';

/** Per-page choices of track tables; the first is the default. */
export const PER_PAGE_OPTIONS = [50, 100, 250] as const;
export type PerPage = (typeof PER_PAGE_OPTIONS)[number];

const isPerPage = (value: unknown): value is PerPage => PER_PAGE_OPTIONS.includes(value as PerPage);

/** The page size chosen on this device, saved as `perPage`. */
export const $perPage = persistentAtom<PerPage>('perPage', PER_PAGE_OPTIONS[0], isPerPage);

export function setPerPage(value: number): void {
  if (isPerPage(value)) $perPage.set(value);
}
