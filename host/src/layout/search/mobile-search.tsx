import { Trans, useLingui } from '@lingui/react/macro';
import { Box, SearchIcon, useLocation, type SearchBarProps } from '@rsm/shared';
import { useEffect, useMemo } from 'react';
import { SlideInPanel, useSlideInPanel } from '../../components/slide-in-panel';
import { RemoteSlot } from '../../federation/remote-slot';
import { showsSearchBar } from './search-bar-visibility';

/**
 * The search of small screens (spec §2.4): a search button opens the catalogue's mobile search bar full screen.
 * Besides what every slide-in panel does, it closes when the search is done (a search ran or a suggestion was
 * chosen) and on moving to another page.
 */
export function MobileSearch() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const panel = useSlideInPanel();
  const { close } = panel;
  const searchBarProps = useMemo(
    (): SearchBarProps => ({ layout: 'mobile', onDone: () => close(false) }),
    [close],
  );

  // Moving to another page closes the overlay whatever inside it navigated.
  useEffect(() => close(false), [pathname, close]);

  if (!showsSearchBar(pathname)) return null;

  return (
    <SlideInPanel
      state={panel}
      triggerLabel={t`Open search`}
      triggerIcon={<SearchIcon />}
      title={<Trans>Search</Trans>}
      closeLabel={t`Close search`}
      tone="plain"
    >
      <Box px="4" py="4">
        <RemoteSlot remote="catalogue" expose="search-bar" props={searchBarProps} />
      </Box>
    </SlideInPanel>
  );
}
