import { Box, Grid, Outlet } from '@rsm/shared';
import { PlaylistsSidebar } from './playlists-sidebar';

/** The dashboard playlist pages: the page, with the 'My playlists' sidebar beside it on wide screens. */
export function PlaylistsLayout() {
  return (
    <Grid maxW="96rem" mx="auto" gridTemplateColumns={{ base: '1fr', lg: '16rem 1fr' }} alignItems="start">
      <Box display={{ base: 'none', lg: 'block' }} px="4" py="6" position="sticky" top="0">
        <PlaylistsSidebar />
      </Box>
      <Box minW="0">
        <Outlet />
      </Box>
    </Grid>
  );
}
