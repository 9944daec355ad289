import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import {
  $isLoggedIn,
  ApiError,
  Box,
  Button,
  createSearchParams,
  EditIcon,
  ErrorState,
  Flex,
  FormField,
  LoadingState,
  LoginPrompt,
  NotFoundPage,
  Pager,
  paths,
  type Playlist,
  Select,
  ShareIcon,
  Text,
  type Track,
  useNavigate,
  usePageParam,
  useParams,
} from '@rsm/shared';
import { useState } from 'react';
import { usePlaylist } from '../api/get-playlist';
import { usePlaylistTracks } from '../api/get-playlist-tracks';
import { useRemovePlaylistTrack } from '../api/remove-playlist-track';
import { useSortPlaylistTrack } from '../api/sort-playlist-track';
import { PinPlaylistButton } from '../components/pin-playlist-button';
import { PlaylistFormDialog } from '../components/playlist-form-dialog';
import { PlaylistSectionHeader } from '../components/playlist-section-header';
import { PlaylistTracksTable } from '../components/playlist-tracks-table';
import { PlaylistDownloadMenu } from '../components/playlist-download-menu';
import { RemoveTrackDialog } from '../components/remove-track-dialog';
import { SendPlaylistDialog } from '../components/send-playlist-dialog';
import { PER_PAGE_OPTIONS, usePerPageParam } from '../hooks/use-per-page-param';

const pageHref = (uuid: string, page: number, per: number) => ({
  pathname: paths.dashboard.playlist(uuid),
  search: createSearchParams({
    ...(page > 1 ? { page: String(page) } : {}),
    ...(per !== PER_PAGE_OPTIONS[0] ? { per: String(per) } : {}),
  }).toString(),
});

function PlaylistTracks({ project }: { project: Playlist }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const page = usePageParam();
  const per = usePerPageParam();
  const tracks = usePlaylistTracks(project.uuid, { page, per });
  const remove = useRemovePlaylistTrack();
  const sort = useSortPlaylistTrack(project.uuid);
  const [removing, setRemoving] = useState<Track | null>(null);

  return (
    <>
      <Flex justifyContent="flex-end" mb="3">
        <FormField label={<Trans>Tracks per page</Trans>}>
          {(control) => (
            <Select
              {...control}
              value={String(per)}
              onChange={(event) => navigate(pageHref(project.uuid, 1, Number(event.target.value)))}
            >
              {PER_PAGE_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </Flex>
      {tracks.isError ? (
        <ErrorState onRetry={() => void tracks.refetch()} />
      ) : tracks.isPending ? (
        <LoadingState />
      ) : (
        <>
          <PlaylistTracksTable
            tracks={tracks.data.tracks}
            playlistUuid={project.uuid}
            offset={(page - 1) * per}
            onRemove={setRemoving}
            onMove={(from, to) =>
              sort.mutate({ uuid: project.uuid, trackId: tracks.data.tracks[from]!.id, from, to, page, per })
            }
          />
          <Pager meta={tracks.data.meta} hrefFor={(target) => pageHref(project.uuid, target, per)} />
        </>
      )}
      <RemoveTrackDialog
        track={removing}
        projectName={project.name}
        onClose={() => setRemoving(null)}
        onConfirm={(trackId) => remove.mutate({ uuid: project.uuid, trackId })}
      />
      <Text srOnly aria-live="polite">
        {sort.isPending ? t`Saving the new order…` : ''}
      </Text>
    </>
  );
}

function PlaylistDetails({ uuid }: { uuid: string }) {
  const playlist = usePlaylist(uuid);
  const [editing, setEditing] = useState(false);
  const [sending, setSending] = useState(false);
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
