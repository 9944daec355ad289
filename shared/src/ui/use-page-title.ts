import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

const decoded = (path: string) => {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
};

/** The library's name, one in every language: the wordmark of the logo, the tabs' titles, the footer. */
export const SITE_NAME = 'RSM Music';

/**
 * Sets the document's title to the page's own name followed by the site's, so tabs, history, bookmarks and search
 * engines can tell pages apart. Pass `undefined` while the page's data loads: the title then stays the site's name.
 * Only the page the address bar shows names the tab: the host also renders other pages off screen ahead of a visit
 * (to warm their code and data), and those must not rename the page being read.
 */
export function usePageTitle(pageName: string | undefined | null) {
  const { pathname } = useLocation();
  const shown = typeof window === 'undefined' || decoded(window.location.pathname) === decoded(pathname);
  useEffect(() => {
    if (!shown) return;
    document.title = pageName ? `${pageName} · ${SITE_NAME}` : SITE_NAME;
  }, [pageName, shown]);
}
