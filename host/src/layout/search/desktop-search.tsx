import { Box, useIsDesktop, useLocation, type SearchBarProps } from '@rsm/shared';
import { RemoteSlot } from '../../federation/remote-slot';
import { showsSearchBar } from './search-bar-visibility';

const SEARCH_BAR_PROPS: SearchBarProps = { layout: 'horizontal' };

/**
 * The catalogue's search bar under the desktop links. The row keeps its height while the remote loads so the page
 * below does not shift; it is left out where the spec hides the bar.
 */
export function DesktopSearch() {
  const { pathname } = useLocation();
  const isDesktop = useIsDesktop();
  if (!isDesktop || !showsSearchBar(pathname)) return null;
  // On the page's light background: the remote's controls are drawn for it, not for the dark bar above.
  return (
    <Box bg="white" color="ink" layerStyle="divider.bottom">
      <Box maxW="80rem" mx="auto" px="4" py="2" minH="14">
        <RemoteSlot remote="catalogue" expose="search-bar" props={SEARCH_BAR_PROPS} />
      </Box>
    </Box>
  );
}
