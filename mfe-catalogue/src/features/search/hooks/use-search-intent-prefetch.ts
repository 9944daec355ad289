import { paths } from '@rsm/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { prefetchSearchPage } from '../api/search-tracks';
import { $perPage } from '../stores/per-page';

const SEARCH_PATH = paths.search({});

/** The search page address a press on this element leads to: a link to it, or a control naming it. */
function searchTarget(target: EventTarget | null): string | null {
  const element = (target as Element | null)?.closest?.<HTMLElement>('a[href], [data-search-href]');
  if (!element) return null;
  const href = element.dataset.searchHref ?? element.getAttribute('href');
  if (!href) return null;
  const { pathname } = new URL(href, window.location.origin);
  return pathname === SEARCH_PATH ? href : null;
}

/**
 * While the search page is shown, a press on anything leading to another search (a filter chip, a composer or
 * keyword link) starts fetching its results at once: on pointer down, some 100 ms before the click navigates, and
 * at the latest on the click, before the router renders the new address. The results then arrive sooner, and the
 * list shown meanwhile stays on screen as pending.
 */
export function useSearchIntentPrefetch(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onIntent = (event: Event) => {
      if (event instanceof MouseEvent && event.button !== 0) return;
      const href = searchTarget(event.target);
      if (href) prefetchSearchPage(queryClient, href, $perPage.get());
    };
    document.addEventListener('pointerdown', onIntent, true);
    document.addEventListener('click', onIntent, true);
    return () => {
      document.removeEventListener('pointerdown', onIntent, true);
      document.removeEventListener('click', onIntent, true);
    };
  }, [queryClient]);
}
