import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { loadPageMessages } from '../../page-messages';

// The dialog and its upload code load when a user first opens it, not with every catalogue page; its messages (the
// pages' catalog) load beside them, so it opens translated.
const ReferenceSearchDialog = lazy(async () => {
  const [module] = await Promise.all([import('./reference-search-dialog'), loadPageMessages()]);
  return { default: module.ReferenceSearchDialog };
});

/** "Search with a reference track", loaded on first open and kept mounted after, so it closes as it opened. */
export function LazyReferenceSearchDialog(props: ComponentProps<typeof ReferenceSearchDialog>) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ReferenceSearchDialog {...props} />
    </Suspense>
  );
}
