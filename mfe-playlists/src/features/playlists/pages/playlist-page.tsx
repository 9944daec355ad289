import { Plural, Trans } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import {
  ApiError,
  Box,
  ErrorState,
  $isLoggedIn,
  LoadingState,
  LoginPrompt,
  NotFoundPage,
  paths,
  Text,
  useParams,
} from '@rsm/shared';
import { usePlaylist } from '../api/get-playlist';
import { PlaylistSectionHeader } from '../components/playlist-section-header';

function PlaylistDetails({ uuid }: { uuid: string }) {
  const playlist = usePlaylist(uuid);
  if (playlist.error instanceof ApiError && playlist.error.status === 404) return <NotFoundPage />;
  if (playlist.isError) return <ErrorState onRetry={() => void playlist.refetch()} />;
  if (playlist.isPending) return <LoadingState rows={4} />;
  const { project } = playlist.data;
  return (
    <>
      <PlaylistSectionHeader title={project.name} backTo={paths.dashboard.playlists()} />
      <Text color="muted">
        <Plural value={project.tracks_count} one="# track" other="# tracks" />
      </Text>
    </>
  );
}

/** /dashboard/playlists/:uuid: one of the customer's playlists. */
export function PlaylistPage() {
  const { uuid = '' } = useParams();
  const loggedIn = useStore($isLoggedIn);
  return (
    <Box maxW="80rem" mx="auto" px="4" py="6">
      {loggedIn ? (
        <PlaylistDetails uuid={uuid} />
      ) : (
        <>
          <PlaylistSectionHeader />
          <LoginPrompt>
            <Trans>Log in or create an account to see this playlist.</Trans>
          </LoginPrompt>
        </>
      )}
    </Box>
  );
}
