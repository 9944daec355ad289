import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ExposeName, ExposeProps, RemoteName } from '@rsm/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { RemoteUnavailable } from './remote-unavailable';

/** Remotes are learned at run time from /config.json: a remote redeploys without rebuilding the host. */
export function registerRemoteApps(remotes: Record<RemoteName, string>): void {
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

/** What a routes module may also export: starting the requests of the page at `location`, ahead of its render. */
export type PagePrefetch = (queryClient: QueryClient, location: URL) => void;
export type RemoteModule<P = object> = { default: ComponentType<P>; prefetch?: PagePrefetch };
type LoadedModule<P> = { default: ComponentType<P> | null; unavailable?: boolean; prefetch?: unknown };

/**
 * Loads `remote/expose`, a module the expose map of @rsm/shared names, typed with the props it takes; a remote that
 * cannot be reached (see fallback-plugin) renders the translated fallback.
 */
export async function loadRemoteModule<R extends RemoteName, E extends ExposeName<R>>(
  remote: R,
  expose: E,
): Promise<RemoteModule<ExposeProps<R, E>>> {
  type P = ExposeProps<R, E>;
  const module = await loadRemote<LoadedModule<P>>(`${remote}/${expose}`);
  if (module?.unavailable) return { default: RemoteUnavailable };
  if (!module?.default) throw new Error(`Remote module ${remote}/${expose} has no default export`);
  const prefetch = typeof module.prefetch === 'function' ? (module.prefetch as PagePrefetch) : undefined;
  return { default: module.default, prefetch };
}
