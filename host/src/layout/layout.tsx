import { Box, Outlet } from '@rsm/shared';
import { PageViews } from '../features/analytics/page-views';
import { BusDialogs } from './bus-dialogs';
import { useNavigationScroll } from './navigation-scroll';
import { PageFooter } from './page-footer';
import { PlayerSlot } from './player-slot';
import { ScrollToTop } from './scroll-to-top';
import { SkipLink } from './skip-link';
import { TopBar } from './top-bar';

/** The page frame. The player slot sits outside the outlet, so audio keeps playing across navigation. */
export function Layout() {
  useNavigationScroll();
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <SkipLink />
      <TopBar />
      {/* Room for the 80 px player and the 40 px pinned-playlist bar above it. At least a screen high, so the footer
          starts below the fold and is not pushed down while the page's content loads (layout shift). */}
      <Box as="main" id="main" flex="1" minH="100vh" pb="32" tabIndex={-1} outline="none">
        <Outlet />
      </Box>
      <PageFooter />
      <ScrollToTop />
      <PlayerSlot />
      <BusDialogs />
      <PageViews />
    </Box>
  );
}
