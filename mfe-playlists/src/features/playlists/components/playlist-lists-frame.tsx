import { useStore } from '@nanostores/react';
import { $isLoggedIn, Box, LoginPrompt } from '@rsm/shared';
import type { ReactNode } from 'react';
import { PlaylistSectionHeader } from './playlist-section-header';

interface PlaylistListsFrameProps {
  /** Why a visitor should log in, shown to them in place of the list. */
  loginReason: ReactNode;
  children: ReactNode;
}

/** The My playlists, Received and Sent tabs: the area's heading, then the list, which a visitor is asked to log in for. */
export function PlaylistListsFrame({ loginReason, children }: PlaylistListsFrameProps) {
  const loggedIn = useStore($isLoggedIn);
  return (
    <Box maxW="80rem" mx="auto" px="4" py="6">
      <PlaylistSectionHeader />
      {loggedIn ? children : <LoginPrompt>{loginReason}</LoginPrompt>}
    </Box>
  );
}
