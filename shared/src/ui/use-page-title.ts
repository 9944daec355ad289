import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';

/**
 * Sets the document's title to the page's own name followed by the site's, so tabs, history, bookmarks and search
 * engines can tell pages apart. Pass `undefined` while the page's data loads: the title then stays the site's name.
 */
export function usePageTitle(pageName: string | undefined | null) {
  const { t } = useLingui();
  const siteName = t`Production Music Library`;
  useEffect(() => {
    document.title = pageName ? `${pageName} · ${siteName}` : siteName;
  }, [pageName, siteName]);
}
