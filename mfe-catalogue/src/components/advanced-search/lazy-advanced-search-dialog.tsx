import { lazyDialog } from '../lazy-dialog';

/** The 'Advanced search' modal: its form rules and pickers load on first open. */
export const LazyAdvancedSearchDialog = lazyDialog(
  async () => (await import('./advanced-search-dialog')).AdvancedSearchDialog,
);
