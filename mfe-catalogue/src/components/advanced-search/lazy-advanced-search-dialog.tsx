import { lazy, Suspense, useState, type ComponentProps } from 'react';

// The dialog, its form rules and pickers load when a user first opens it, not with every catalogue page.
const AdvancedSearchDialog = lazy(() =>
  import('./advanced-search-dialog').then((module) => ({ default: module.AdvancedSearchDialog })),
);

/** The 'Advanced search' modal, loaded on first open and kept mounted after, so it closes as it opened. */
export function LazyAdvancedSearchDialog(props: ComponentProps<typeof AdvancedSearchDialog>) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AdvancedSearchDialog {...props} />
    </Suspense>
  );
}
