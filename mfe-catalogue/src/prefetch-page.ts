import { matchRoute, paths, trackQueryOptions } from '@rsm/shared';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchAlbumsPage } from './features/albums/api/get-albums';
import { prefetchHomePage } from './features/home/api/prefetch-home-page';
import { prefetchSearchPage } from './features/search/api/search-tracks';
import { $perPage } from './features/search/stores/per-page';
import { prefetchTrackAlternatives } from './features/tracks/api/get-track-alternatives';
import { preloadPageAt } from './pages';

/**
 * Starts the requests of the page at `location`. The host calls it once the routes module has loaded, before its
 * first render, so the first view's data is on its way while the page renders rather than asked for once it has,
 * and when a link is pressed: the target page's code is asked for too.
 */
export function prefetchPage(queryClient: QueryClient, location: URL): void {
  const { pathname, searchParams } = location;
  void preloadPageAt(pathname);
  if (pathname === paths.home()) prefetchHomePage(queryClient);
  else if (pathname === paths.albums.list()) prefetchAlbumsPage(queryClient, searchParams);
  else if (pathname === paths.search({})) prefetchSearchPage(queryClient, location.href, $perPage.get());
  else {
    const route = matchRoute(pathname);
    if (route?.id === 'track' && route.params.id) {
      void queryClient.prefetchQuery(trackQueryOptions(route.params.id));
      prefetchTrackAlternatives(queryClient, route.params.id);
    }
  }
}
