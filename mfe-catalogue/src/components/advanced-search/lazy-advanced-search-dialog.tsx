import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { loadPageMessages } from '../../page-messages';

// The dialog, its form rules and pickers load when a user first opens it, not with every catalogue page; its
// messages (the pages' catalog) load beside them, so it opens translated.
const AdvancedSearchDialog = lazy(async () => {
  const [module] = await Promise.all([import('./advanced-search-dialog'), loadPageMessages()]);
  return { default: module.AdvancedSearchDialog };
});

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
