import type { QueryClient } from '@tanstack/react-query';
import { bannersQueryOptions } from './get-banners';
import { homepagePlaylistsQueryOptions } from './get-homepage-playlists';
import { lastReleasesQueryOptions } from './get-last-releases';
import { trustedBiesQueryOptions } from './get-trusted-bies';

/** Starts every request of the home page at once, before the page renders. */
export function prefetchHomePage(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(bannersQueryOptions());
  void queryClient.prefetchQuery(lastReleasesQueryOptions());
  void queryClient.prefetchQuery(homepagePlaylistsQueryOptions());
  void queryClient.prefetchQuery(trustedBiesQueryOptions());
}
