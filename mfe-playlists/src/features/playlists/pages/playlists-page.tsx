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
  usePageParam,
} from '@rsm/shared';
import { usePlaylists } from '../api/get-playlists';
import { PlaylistSectionHeader } from '../components/playlist-section-header';
import { PlaylistsTable } from '../components/playlists-table';

const hrefFor = (page: number) => pageLink(paths.dashboard.playlists(), page);

function MyPlaylists() {
  const page = usePageParam();
  const playlists = usePlaylists({ page });
  if (playlists.isError) return <ErrorState onRetry={() => void playlists.refetch()} />;
  if (playlists.isPending) return <LoadingState rows={6} />;
  return (
    <>
      <PlaylistsTable playlists={playlists.data.projects} />
      <Pager meta={playlists.data.meta} hrefFor={hrefFor} />
    </>
  );
}

/** /dashboard/playlists: the signed-in customer's playlists; a visitor is asked to log in instead. */
export function PlaylistsPage() {
  const loggedIn = useStore($isLoggedIn);
  return (
    <Box maxW="80rem" mx="auto" px="4" py="6">
      <PlaylistSectionHeader />
      {loggedIn ? (
        <MyPlaylists />
      ) : (
        <LoginPrompt>
          <Trans>Log in or create an account to keep your playlists.</Trans>
        </LoginPrompt>
      )}
    </Box>
  );
}
