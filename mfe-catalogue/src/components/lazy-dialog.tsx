import { lazy, Suspense, useState, type ComponentType } from 'react';
import { loadPageMessages } from '../page-messages';

/**
 * A dialog whose code loads when a user first opens it, not with every catalogue page, with its messages (the pages'
 * catalog) beside it so it opens translated; kept mounted after, so it closes as it opened.
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Dialog = lazy(async () => {
    const [component] = await Promise.all([load(), loadPageMessages()]);
    return { default: component };
  });
  return function LazyDialog(props: P) {
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
