import { Plural, Trans } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import {
  $isLoggedIn,
  ApiError,
  Box,
  Button,
  EditIcon,
  ErrorState,
  Flex,
  LoadingState,
  LoginPrompt,
  NotFoundPage,
  paths,
  ShareIcon,
  Text,
  useParams,
  usePageTitle,
} from '@rsm/shared';
import { useState } from 'react';
import { usePlaylist } from '../api/get-playlist';
import { PinPlaylistButton } from '../components/pin-playlist-button';
import { PlaylistDownloadMenu } from '../components/playlist-download-menu';
import { PlaylistFormDialog } from '../components/playlist-form-dialog';
import { PlaylistSectionHeader } from '../components/playlist-section-header';
import { PlaylistTracks } from '../components/playlist-tracks';
import { SendPlaylistDialog } from '../components/send-playlist-dialog';

function PlaylistDetails({ uuid }: { uuid: string }) {
  const playlist = usePlaylist(uuid);
  const [editing, setEditing] = useState(false);
  const [sending, setSending] = useState(false);
  // While it loads the tab says the site's name, not the page left behind.
  usePageTitle(playlist.data?.project.name);
  if (playlist.error instanceof ApiError && playlist.error.status === 404) return <NotFoundPage />;
  if (playlist.isError) return <ErrorState onRetry={() => void playlist.refetch()} />;
  if (playlist.isPending) return <LoadingState rows={4} />;
  const { project } = playlist.data;
  return (
    <>
      <PlaylistSectionHeader title={project.name} backTo={paths.dashboard.playlists()} />
      <Flex alignItems="center" gap="3" mb="4" flexWrap="wrap">
        <Text color="muted">
          <Plural value={project.tracks_count} one="# track" other="# tracks" />
        </Text>
        <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
          <EditIcon size={16} />
          <Trans>Edit playlist</Trans>
        </Button>
        <PinPlaylistButton playlist={project} />
        <PlaylistDownloadMenu playlist={project} />
        <Button size="sm" variant="outline" onClick={() => setSending(true)}>
          <ShareIcon size={16} />
          <Trans>Send playlist</Trans>
        </Button>
      </Flex>
      <PlaylistTracks project={project} />
      <PlaylistFormDialog open={editing} onClose={() => setEditing(false)} playlist={project} />
      <SendPlaylistDialog open={sending} onClose={() => setSending(false)} playlist={project} />
    </>
  );
}

/** /dashboard/playlists/:uuid: one of the customer's playlists, its tracks in order. */
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
