import type { ExposeName, ExposeProps, RemoteName } from '@rsm/shared';
import {
  Component,
  lazy,
  Suspense,
  useMemo,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { takeLoadedModule, takePreloadedModule } from './preload-remotes';
import { RemoteRetryContext } from './remote-retry';
import { loadRemoteModule } from './remotes';
import { RemoteUnavailable } from './remote-unavailable';

/** A part of the page that failed to load or render: the rest of the page stays. */
export class RemoteErrorBoundary extends Component<
  { children: ReactNode; name: string },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Remote ${this.props.name} failed while rendering`, error, info.componentStack);
  }
  override render() {
    return this.state.failed ? <RemoteUnavailable /> : this.props.children;
  }
}

type RemoteProps = Record<string, unknown>;

const cache = new Map<string, ComponentType<RemoteProps>>();

function remoteComponent<R extends RemoteName>(
  remote: R,
  expose: ExposeName<R>,
  attempt: number,
): ComponentType<RemoteProps> {
  const key = `${remote}/${expose}#${attempt}`;
  let component = cache.get(key);
  if (!component) {
    component =
      (attempt === 0 ? takeLoadedModule(remote, expose)?.default : undefined) ??
      lazy(
        () =>
          (attempt === 0 ? takePreloadedModule(remote, expose) : undefined) ??
          (loadRemoteModule(remote, expose) as Promise<{ default: ComponentType<RemoteProps> }>),
      );
    cache.set(key, component);
  }
  return component;
}

/**
 * A place on the page filled by a remote: loaded on first render, behind Suspense and an error boundary, so a slow
 * or dead remote never blanks the page or holds up the others. The module is one the expose map of @rsm/shared
 * names, and `props` are the props it takes.
 */
export function RemoteSlot<R extends RemoteName, E extends ExposeName<R>>({
  remote,
  expose,
  fallback = null,
  props,
}: {
  remote: R;
  expose: E;
  fallback?: ReactNode;
  props?: ExposeProps<R, E>;
}) {
  const [attempt, setAttempt] = useState(0);
  const Remote = useMemo(() => remoteComponent(remote, expose, attempt), [remote, expose, attempt]);
  const retry = useMemo(() => () => setAttempt((n) => n + 1), []);
  return (
    <RemoteRetryContext.Provider value={retry}>
      <RemoteErrorBoundary key={attempt} name={`${remote}/${expose}`}>
        <Suspense fallback={fallback}>
          <Remote {...(props as RemoteProps | undefined)} />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
