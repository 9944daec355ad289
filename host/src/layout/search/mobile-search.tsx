import { useLingui } from '@lingui/react/macro';
import { onDemand, SearchIcon, useLocation } from '@rsm/shared';
import { useEffect } from 'react';
import { SlideInButton, useSlideInPanel, type SlideInPanelState } from '../../components/slide-in-button';
import { showsSearchBar } from './search-bar-visibility';

/** The search panel's code: in the small screens' panels chunk, loaded ahead of the first press of its button. */
const searchPanel = onDemand<{ state: SlideInPanelState }>(() =>
  import(/* webpackChunkName: "slide-in-panels" */ './mobile-search-panel').then(
    (module) => module.MobileSearchPanel,
  ),
);

/**
 * The search of small screens: a search button opens the catalogue's mobile search bar full screen.
 * Besides what every slide-in panel does, it closes when the search is done (a search ran or a suggestion was
 * chosen) and on moving to another page.
 */
export function MobileSearch() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const panel = useSlideInPanel();
  const { close } = panel;

  // Moving to another page closes the overlay whatever inside it navigated.
  useEffect(() => close(false), [pathname, close]);

  if (!showsSearchBar(pathname)) return null;

  return <SlideInButton state={panel} label={t`Open search`} icon={<SearchIcon />} panel={searchPanel} />;
}
