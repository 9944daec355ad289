import { Plural, Trans } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import {
  ApiError,
  Box,
  Button,
  EmptyState,
  ErrorState,
  Flex,
  Heading,
  $isLoggedIn,
  LoadingState,
  Pager,
  paths,
  PlusIcon,
  Text,
  useLocation,
  useNavigate,
  usePageParam,
  useSearchParams,
} from '@rsm/shared';
import { useAddToMyPlaylists } from '../api/add-to-my-playlists';
import { usePlaylistByToken, useTracksByToken } from '../api/get-playlist-by-token';
import { PlaylistDownloadMenu } from '../components/playlist-download-menu';
import { PlaylistSectionHeader } from '../components/playlist-section-header';
import { SharedTracksTable } from '../components/shared-tracks-table';

const PER_PAGE = 50;

function SharedTracks({ token }: { token: string }) {
  const page = usePageParam();
  const { pathname } = useLocation();
  const tracks = useTracksByToken(token, page, PER_PAGE);
  if (tracks.isError) return <ErrorState onRetry={() => void tracks.refetch()} />;
  if (tracks.isPending) return <LoadingState />;
  if (tracks.data.tracks.length === 0)
    return (
      <EmptyState>
        <Trans>You don't have any tracks in this playlist</Trans>
      </EmptyState>
    );
  const hrefFor = (target: number) => ({
    pathname,
    search: new URLSearchParams({ token, ...(target > 1 ? { page: String(target) } : {}) }).toString(),
  });
  return (
    <>
      <SharedTracksTable tracks={tracks.data.tracks} offset={(page - 1) * PER_PAGE} />
      <Pager meta={tracks.data.meta} hrefFor={hrefFor} />
    </>
  );
}

function SharedPlaylist({ token, received }: { token: string; received: boolean }) {
  const loggedIn = useStore($isLoggedIn);
  const navigate = useNavigate();
  const playlist = usePlaylistByToken(token);
  const addToMine = useAddToMyPlaylists();
  if (playlist.error instanceof ApiError && playlist.error.status === 404)
    return (
      <Text role="alert">
        <Trans>This link does not open a playlist any more. Ask the sender for a new one.</Trans>
      </Text>
    );
  if (playlist.isError) return <ErrorState onRetry={() => void playlist.refetch()} />;
  if (playlist.isPending) return <LoadingState rows={4} />;
  const { project } = playlist.data;
  return (
    <>
      {received ? (
        <PlaylistSectionHeader title={project.name} backTo={paths.dashboard.receivedPlaylists()} />
      ) : (
        <Heading as="h1" fontSize="3xl" mb="4">
          {project.name}
        </Heading>
      )}
      <Flex alignItems="center" gap="3" mb="4" flexWrap="wrap">
        <Text color="muted">
          <Plural value={project.tracks_count} one="# track" other="# tracks" />
        </Text>
        <PlaylistDownloadMenu playlist={project} token={token} withExports={false} />
        {loggedIn && (
          <Button
            size="sm"
            variant="outline"
            disabled={addToMine.isPending}
            onClick={() =>
              addToMine.mutate(token, {
                onSuccess: ({ project: copy }) => navigate(paths.dashboard.playlist(copy.uuid)),
              })
            }
          >
            <PlusIcon size={16} />
            <Trans>Add to my playlists</Trans>
          </Button>
        )}
      </Flex>
      <SharedTracks token={token} />
    </>
  );
}

/**
 * /shared-playlists/:id?token= (anyone with the link, no login) and /dashboard/playlists/received/:id?token= (the
 * same playlist among the customer's received ones): view, play, download, and copy into one's own playlists.
 */
export function SharedPlaylistPage({ received = false }: { received?: boolean }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <Box maxW="80rem" mx="auto" px="4" py="6">
      {token ? (
        <SharedPlaylist token={token} received={received} />
      ) : (
        <>
          {received ? <PlaylistSectionHeader /> : null}
          <Text role="alert">
            <Trans>Open this playlist with the link from the email you received.</Trans>
          </Text>
        </>
      )}
    </Box>
  );
}

/** /shared-playlists: where shared links lead; a customer finds them under Received. */
export function SharedPlaylistsPage() {
  const loggedIn = useStore($isLoggedIn);
  const navigate = useNavigate();
  return (
    <Box maxW="80rem" mx="auto" px="4" py="6">
      <Heading as="h1" fontSize="3xl" mb="4">
        <Trans>Shared playlists</Trans>
      </Heading>
      <Text mb="4">
        <Trans>A playlist someone shares with you opens from the link in their email.</Trans>
      </Text>
      {loggedIn && (
        <Button onClick={() => navigate(paths.dashboard.receivedPlaylists())}>
          <Trans>Received playlists</Trans>
        </Button>
      )}
    </Box>
  );
}
