import { trackEvent, useLocation } from '@rsm/shared';
import { useEffect } from 'react';
import { contentGroupFor } from './content-group';

/**
 * A page_view on every route change with the page's content group. trackEvent sends nothing without
 * the visitor's consent and opens the visit with the first event it does send.
 */
export function PageViews() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    void trackEvent('page_view', { path: pathname, search }, contentGroupFor(pathname, search));
  }, [pathname, search]);
  return null;
}
