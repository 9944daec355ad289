import { useStore } from '@nanostores/react';
import { $customer, $isLoggedIn, routeOwner, useIsDesktop, type RemoteName } from '@rsm/shared';
import { useEffect } from 'react';
import { afterFirstView } from '../layout/after-first-view';
import { queryClient } from '../query-client';
import { prefetchRouteData, preloadRemoteModule } from './preload-remotes';

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
 * connections load a remote when it is opened. On every screen, pressing a link starts the target page's requests.
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

  // A press on a link of the site (mouse, touch, or Enter on a focused link) starts the target page's requests.
  useEffect(() => {
    const onPress = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin === window.location.origin) prefetchRouteData(url, queryClient);
    };
    document.addEventListener('pointerdown', onPress, true);
    document.addEventListener('click', onPress, true);
    return () => {
      document.removeEventListener('pointerdown', onPress, true);
      document.removeEventListener('click', onPress, true);
    };
  }, []);
  return null;
}
