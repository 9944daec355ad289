import { Trans } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import {
  $isLoggedIn,
  ApiError,
  Box,
  ErrorState,
  LoadingState,
  LoginPrompt,
  NotFoundPage,
  type Playlist,
  paths,
  RouterLink,
  useParams,
  usePageTitle,
} from '@rsm/shared';
import { useState } from 'react';
import { usePlaylist } from '../api/get-playlist';
import { PlaylistFormDialog } from '../components/playlist-form-dialog';
import { PlaylistHeader } from '../components/playlist-header';
import { PlaylistSectionHeader } from '../components/playlist-section-header';
import { PlaylistTracks } from '../components/playlist-tracks';
import { SendPlaylistDialog } from '../components/send-playlist-dialog';
import { usePlaylistInFull } from '../hooks/use-playlist-in-full';

function PlaylistBody({ project }: { project: Playlist }) {
  const [editing, setEditing] = useState(false);
  const [sending, setSending] = useState(false);
  const tracks = usePlaylistInFull(project.uuid, project.tracks_count);
  return (
    <>
      <RouterLink
        to={paths.dashboard.playlists()}
        display="inline-block"
        mb="4"
        fontWeight="600"
        color="brand.600"
      >
        <Trans>Back to playlists</Trans>
      </RouterLink>
      <PlaylistHeader
        project={project}
        tracks={tracks}
        onEdit={() => setEditing(true)}
        onSend={() => setSending(true)}
      />
      <PlaylistTracks project={project} />
      <PlaylistFormDialog open={editing} onClose={() => setEditing(false)} playlist={project} />
      <SendPlaylistDialog open={sending} onClose={() => setSending(false)} playlist={project} />
    </>
  );
}

function PlaylistDetails({ uuid }: { uuid: string }) {
  const playlist = usePlaylist(uuid);
  // While it loads the tab says the site's name, not the page left behind.
  usePageTitle(playlist.data?.project.name);
  if (playlist.error instanceof ApiError && playlist.error.status === 404) return <NotFoundPage />;
  if (playlist.isError) return <ErrorState onRetry={() => void playlist.refetch()} />;
  if (playlist.isPending) return <LoadingState rows={4} />;
  return <PlaylistBody project={playlist.data.project} />;
}

/** /dashboard/playlists/:uuid: one of the customer's playlists, its header and its tracks in order. */
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
