import { Trans } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { Box, EmptyState, $isLoggedIn, LoginPrompt } from '@rsm/shared';
import { PlaylistSectionHeader } from '../components/playlist-section-header';

/**
 * /dashboard/playlists/received and /dashboard/playlists/sent: the tabs exist so the header is whole; their lists
 * (received_projects, sent_projects) come next.
 */
export function SharedPlaylistsTabPage() {
  const loggedIn = useStore($isLoggedIn);
  return (
    <Box maxW="80rem" mx="auto" px="4" py="6">
      <PlaylistSectionHeader />
      {loggedIn ? (
        <EmptyState />
      ) : (
        <LoginPrompt>
          <Trans>Log in or create an account to share playlists.</Trans>
        </LoginPrompt>
      )}
    </Box>
  );
}
