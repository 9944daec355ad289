import { MemoryRouter, type PageRemote } from '@rsm/shared';
import { useQueryClient } from '@tanstack/react-query';
import {
  Component,
  startTransition,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { afterFirstView } from '../layout/after-first-view';
import { loadRemoteModule } from './remotes';
import { RemoteUnavailable } from './remote-unavailable';

/** However long a rehearsal's requests take, it ends after this. */
const REHEARSAL_LIMIT_MS = 10_000;

class QuietBoundary extends Component<{ children: ReactNode; onError: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    // A rehearsal that fails costs nothing: the real visit renders (and reports) the page as usual.
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Calls `onSettled` once no request of the query client is under way and the main thread idles again. */
function useWhenSettled(onSettled: () => void, active: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!active) return undefined;
    let cancelIdle = () => undefined as void;
    const limit = setTimeout(onSettled, REHEARSAL_LIMIT_MS);
    const check = () => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      cancelIdle = afterFirstView(onSettled);
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    // The page's effects ran before this one: its requests are under way, or were answered from the cache.
    check();
    return () => {
      unsubscribe();
      cancelIdle();
      clearTimeout(limit);
    };
  }, [active, onSettled, queryClient]);
}

/**
 * Renders the page at `path` of a remote once, into an element that is never attached to the document, then calls
 * `onDone`. A visit's first render of a remote's page costs several times a later one (the browser compiles its
 * code, the styling engine computes and inserts its components' styles, its data is requested): rehearsed while the
 * visitor reads the first page, the real visit finds its code warm, its styles in place and its data in the cache.
 */
export function PageRehearsal({
  remote,
  path,
  onDone,
}: {
  remote: PageRemote;
  path: string;
  onDone: () => void;
}) {
  const [container] = useState(() => document.createElement('div'));
  const [Page, setPage] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    loadRemoteModule(remote, 'routes').then(
      (module) => {
        if (!live) return;
        if (module.default === RemoteUnavailable) onDone();
        // A transition: React renders the page in slices, giving way to anything the visitor does.
        else startTransition(() => setPage(() => module.default as ComponentType));
      },
      () => live && onDone(),
    );
    return () => {
      live = false;
    };
  }, [remote, onDone]);
  useWhenSettled(onDone, Page !== null);
  if (!Page) return null;
  return createPortal(
    <QuietBoundary onError={onDone}>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </MemoryRouter>
    </QuietBoundary>,
    container,
  );
}
