import { lazy, Suspense, useState, type ComponentProps } from 'react';

// The dialog and its upload code load when a user first opens it, not with every catalogue page.
const ReferenceSearchDialog = lazy(() =>
  import('./reference-search-dialog').then((module) => ({ default: module.ReferenceSearchDialog })),
);

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
