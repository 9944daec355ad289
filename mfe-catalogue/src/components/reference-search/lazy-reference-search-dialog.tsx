import { lazyDialog } from '../lazy-dialog';

/** "Search with a reference track": the dialog and its upload code load on first open. */
export const LazyReferenceSearchDialog = lazyDialog(
  async () => (await import('./reference-search-dialog')).ReferenceSearchDialog,
);
