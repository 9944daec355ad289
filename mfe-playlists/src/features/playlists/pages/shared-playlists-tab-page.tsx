import { Trans } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import {
  Box,
  ErrorState,
  $isLoggedIn,
  LoadingState,
  LoginPrompt,
  pageLink,
  Pager,
  paths,
  useLocation,
  usePageParam,
} from '@rsm/shared';
import { type ShareDirection, useSharedPlaylists } from '../api/get-shared-playlists';
import { PlaylistSectionHeader } from '../components/playlist-section-header';
import { SharedPlaylistsTable } from '../components/shared-playlists-table';

function SharedList({ direction }: { direction: ShareDirection }) {
  const page = usePageParam();
  const list = useSharedPlaylists(direction, page);
  const base = direction === 'sent' ? paths.dashboard.sentPlaylists() : paths.dashboard.receivedPlaylists();
  if (list.isError) return <ErrorState onRetry={() => void list.refetch()} />;
  if (list.isPending) return <LoadingState rows={6} />;
  return (
    <>
      <SharedPlaylistsTable direction={direction} playlists={list.data.projects} />
      <Pager meta={list.data.meta} hrefFor={(target) => pageLink(base, target)} />
    </>
  );
}

/** /dashboard/playlists/received and /dashboard/playlists/sent: playlists sent to the customer, and by them. */
export function SharedPlaylistsTabPage() {
  const loggedIn = useStore($isLoggedIn);
  const { pathname } = useLocation();
  const direction: ShareDirection = pathname.replace(/\/+$/, '').endsWith('/sent') ? 'sent' : 'received';
  return (
    <Box maxW="80rem" mx="auto" px="4" py="6">
      <PlaylistSectionHeader />
      {loggedIn ? (
        <SharedList key={direction} direction={direction} />
      ) : (
        <LoginPrompt>
          <Trans>Log in or create an account to share playlists.</Trans>
        </LoginPrompt>
      )}
    </Box>
  );
}
