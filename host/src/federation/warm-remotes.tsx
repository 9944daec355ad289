import { useStore } from '@nanostores/react';
import { $customer, $isLoggedIn, routeOwner, useIsDesktop, type RemoteName } from '@rsm/shared';
import { useEffect } from 'react';
import { afterFirstView } from '../layout/after-first-view';
import { preloadRemoteModule } from './preload-remotes';

/** The remotes whose pages this visitor can open from here: the catalogue, and the dashboards of their account. */
export function remotesWithin(reach: { loggedIn: boolean; composer: boolean }): RemoteName[] {
  return [
    'catalogue',
    ...(reach.loggedIn ? (['playlists'] as const) : []),
    ...(reach.composer ? (['composer'] as const) : []),
  ];
}

/**
 * On a desktop, once the first view is done and the main thread idles, loads the pages of the other remotes this
 * visitor can reach, so the first move to one of them waits on its data only, not on its code. Phones and data-saving
 * connections load a remote when it is opened.
 */
export function WarmRemotes() {
  const desktop = useIsDesktop();
  const loggedIn = useStore($isLoggedIn);
  const composer = useStore($customer)?.is_composer === true;
  useEffect(() => {
    const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
    if (!desktop || saveData) return undefined;
    return afterFirstView(() => {
      const current = routeOwner(window.location.pathname);
      for (const remote of remotesWithin({ loggedIn, composer }))
        if (remote !== current) preloadRemoteModule(remote, 'routes');
    });
  }, [desktop, loggedIn, composer]);
  return null;
}
