import { useCallback, useRef, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../paths';

/**
 * One click handler for every `data-router-link` anchor inside an element: a plain left click navigates in the app,
 * as the router's own link does; a modified or middle click, or a link to another window, is left to the browser.
 * A `data-login-link` returns to the address shown at the time of the click (its href may predate a view switch).
 */
export function useRouterLinkClicks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('');
  here.current = `${location.pathname}${location.search}`;
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[data-router-link]');
      if (!link || !event.currentTarget.contains(link)) return;
      if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const href = link.getAttribute('href');
      if (!href?.startsWith('/')) return;
      event.preventDefault();
      void navigate(link.hasAttribute('data-login-link') ? paths.login(here.current) : href);
    },
    [navigate],
  );
}
