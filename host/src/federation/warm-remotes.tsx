import { useStore } from '@nanostores/react';
import { $customer, $isLoggedIn, onDemand, paths, routeOwner, type RemoteName } from '@rsm/shared';
import { useCallback, useEffect, useState, type ComponentProps } from 'react';
import { afterFirstView } from '../layout/after-first-view';
import { queryClient } from '../query-client';
import type { PageRehearsal as PageRehearsalComponent } from './page-rehearsal';
import { prefetchRouteData, preloadRemoteModule } from './preload-remotes';

/** The rehearsal's code: needed only once the first view is done, loaded then. */
const pageRehearsal = onDemand<ComponentProps<typeof PageRehearsalComponent>>(() =>
  import(/* webpackChunkName: "page-rehearsal" */ './page-rehearsal').then((module) => module.PageRehearsal),
);

type PageRemote = Exclude<RemoteName, 'player'>;

/** The page of each remote a visitor most often opens first: the one rehearsed after the first view. */
const LANDING_PAGES: Record<PageRemote, string> = {
  catalogue: paths.albums.list(),
  playlists: paths.dashboard.playlists(),
  composer: paths.dashboard.briefings(),
};

/** The remotes whose pages this visitor can open from here: the catalogue, and the dashboards of their account. */
export function remotesWithin(reach: { loggedIn: boolean; composer: boolean }): PageRemote[] {
  return [
    'catalogue',
    ...(reach.loggedIn ? (['playlists'] as const) : []),
    ...(reach.composer ? (['composer'] as const) : []),
  ];
}

/**
 * Once the first view is done and the main thread idles, loads the pages of the other remotes this visitor can reach
 * and rehearses the landing page of each, one after the other (`PageRehearsal`, whose code loads then), so the first
 * move to one of them finds its code, styles and data ready (on a phone as on a desktop: without it a phone's first
 * visit of its playlists took ~360 ms). A data-saving connection loads a remote when it is opened. Pressing a link
 * starts the target page's requests. Rendered outside the router: a rehearsal brings a router of its own.
 */
export function WarmRemotes() {
  const loggedIn = useStore($isLoggedIn);
  const composer = useStore($customer)?.is_composer === true;
  const [rehearsals, setRehearsals] = useState<PageRemote[]>([]);
  useEffect(() => {
    const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
    if (saveData) return undefined;
    const cancel = afterFirstView(() => {
      const current = routeOwner(window.location.pathname);
      const others = remotesWithin({ loggedIn, composer }).filter((remote) => remote !== current);
      for (const remote of others) preloadRemoteModule(remote, 'routes');
      setRehearsals(others);
    });
    return () => {
      cancel();
      setRehearsals([]);
    };
  }, [loggedIn, composer]);
  const next = useCallback(() => setRehearsals((queue) => queue.slice(1)), []);

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

  const remote = rehearsals[0];
  const { Component: PageRehearsal, failed } = pageRehearsal.useComponent(remote !== undefined);
  // Without its code there is no rehearsal: each page loads when opened, as on a data-saving connection.
  if (failed) return null;
  return remote && PageRehearsal ? (
    <PageRehearsal key={remote} remote={remote} path={LANDING_PAGES[remote]} onDone={next} />
  ) : null;
}
