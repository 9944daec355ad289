import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import {
  $isLoggedIn,
  ApiError,
  Box,
  Button,
  EmptyState,
  ErrorState,
  Flex,
  Heading,
  LoadingState,
  Pager,
  paths,
  PlusIcon,
  RouterLink,
  Text,
  TrackCount,
  useLocation,
  useNavigate,
  usePageParam,
  usePageTitle,
  useParams,
  useSearchParams,
} from '@rsm/shared';
import { useAddToMyPlaylists } from '../api/add-to-my-playlists';
import { type ShareKey, usePlaylistByToken, useTracksByToken } from '../api/get-playlist-by-token';
import { PlaylistDownloadMenu } from '../components/playlist-download-menu';
import { PlaylistSectionHeader } from '../components/playlist-section-header';
import { SenderNote } from '../components/sender-note';
import { SharedTracksTable } from '../components/shared-tracks-table';

const PER_PAGE = 50;

function SharedTracks({ shareKey }: { shareKey: ShareKey }) {
  const page = usePageParam();
  const { pathname } = useLocation();
  const tracks = useTracksByToken(shareKey, page, PER_PAGE);
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
    search: new URLSearchParams({
      ...('token' in shareKey ? { token: shareKey.token } : {}),
      ...(target > 1 ? { page: String(target) } : {}),
    }).toString(),
  });
  return (
    <>
      <SharedTracksTable tracks={tracks.data.tracks} shareKey={shareKey} offset={(page - 1) * PER_PAGE} />
      <Pager meta={tracks.data.meta} hrefFor={hrefFor} />
    </>
  );
}

function SharedPlaylist({ shareKey, received }: { shareKey: ShareKey; received: boolean }) {
  const loggedIn = useStore($isLoggedIn);
  const navigate = useNavigate();
  const location = useLocation();
  const playlist = usePlaylistByToken(shareKey);
  const addToMine = useAddToMyPlaylists();
  usePageTitle(playlist.data?.project.name);
  if (playlist.error instanceof ApiError && playlist.error.status === 404)
    return (
      <Text role="alert">
        <Trans>This link does not open a playlist any more. Ask the sender for a new one.</Trans>
      </Text>
    );
  if (playlist.isError) return <ErrorState onRetry={() => void playlist.refetch()} />;
  if (playlist.isPending) return <LoadingState rows={4} />;
  const { project, share } = playlist.data;
  return (
    <>
      {received ? (
        <PlaylistSectionHeader title={project.name} backTo={paths.dashboard.receivedPlaylists()} />
      ) : (
        <Heading as="h1" fontSize="3xl" mb="4">
          {project.name}
        </Heading>
      )}
      {share && <SenderNote senderName={share.sender_name} message={share.message} />}
      <Flex alignItems="center" gap="3" mb="4" flexWrap="wrap">
        <Text color="muted">
          <TrackCount count={project.tracks_count} />
        </Text>
        <PlaylistDownloadMenu
          playlist={project}
          token={'token' in shareKey ? shareKey.token : undefined}
          shareId={'share_id' in shareKey ? shareKey.share_id : undefined}
          withExports={false}
        />
        {loggedIn ? (
          <Button
            size="sm"
            variant="outline"
            disabled={addToMine.isPending}
            onClick={() =>
              addToMine.mutate(shareKey, {
                onSuccess: ({ project: copy }) => navigate(paths.dashboard.playlist(copy.uuid)),
              })
            }
          >
            <PlusIcon size={16} />
            <Trans>Save to my playlists</Trans>
          </Button>
        ) : (
          // A visitor comes back to this very page (token and all) once signed in or registered.
          <RouterLink to={paths.login(`${location.pathname}${location.search}`)} fontWeight="600">
            <Trans>Log in or create an account to save this playlist</Trans>
          </RouterLink>
        )}
      </Flex>
      <SharedTracks shareKey={shareKey} />
    </>
  );
}

/** Names the tab of a shared playlist opened without its link (nothing else on the page does). */
function SharedPlaylistTitle() {
  const { t } = useLingui();
  usePageTitle(t`Shared playlist`);
  return null;
}

/** The emailed token when the URL has one; else, for a signed-in recipient, the share id from the Received list. */
function useShareKey(received: boolean): ShareKey | null {
  const [params] = useSearchParams();
  const { id } = useParams();
  const loggedIn = useStore($isLoggedIn);
  const token = params.get('token');
  if (token) return { token };
  const shareId = Number(id);
  return received && loggedIn && Number.isInteger(shareId) && shareId > 0 ? { share_id: shareId } : null;
}

/**
 * /shared-playlists/:id?token= (anyone with the link, no login) and /dashboard/playlists/received/:shareId (the
 * same playlist among the customer's received ones, opened by share id or token): view, play, download, and copy
 * into one's own playlists.
 */
export function SharedPlaylistPage({ received = false }: { received?: boolean }) {
  const shareKey = useShareKey(received);
  return (
    <Box maxW="80rem" mx="auto" px="4" py="6">
      {shareKey ? (
        <SharedPlaylist shareKey={shareKey} received={received} />
      ) : (
        <>
          {received ? <PlaylistSectionHeader /> : <SharedPlaylistTitle />}
          <Text role="alert">
            <Trans>Open this playlist with the link from the email you received.</Trans>
          </Text>
        </>
      )}
    </Box>
  );
}
