import { Trans, useLingui } from '@lingui/react/macro';
import {
  createSearchParams,
  ErrorState,
  Flex,
  FormField,
  LoadingState,
  Pager,
  paths,
  type Playlist,
  Select,
  Text,
  type Track,
  useNavigate,
  usePageParam,
} from '@rsm/shared';
import { useCallback, useState } from 'react';
import { usePlaylistTracks } from '../api/get-playlist-tracks';
import { useRemovePlaylistTrack } from '../api/remove-playlist-track';
import { absolutePosition, moveItem, useSortPlaylistTrack } from '../api/sort-playlist-track';
import { useInstantRows } from '../hooks/use-instant-rows';
import { PER_PAGE_OPTIONS, usePerPageParam } from '../hooks/use-per-page-param';
import { PlaylistTracksTable } from './playlist-tracks-table';
import { RemoveTrackDialog } from './remove-track-dialog';

const pageHref = (uuid: string, page: number, per: number) => ({
  pathname: paths.dashboard.playlist(uuid),
  search: createSearchParams({
    ...(page > 1 ? { page: String(page) } : {}),
    ...(per !== PER_PAGE_OPTIONS[0] ? { per: String(per) } : {}),
  }).toString(),
});

/**
 * A page of the playlist's tracks: page size, pages, and the moves and removals, each shown in the render of the key
 * press or click that made it (budget: visible within 50 ms, before the server answers).
 */
export function PlaylistTracks({ project }: { project: Playlist }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const page = usePageParam();
  const per = usePerPageParam();
  const tracks = usePlaylistTracks(project.uuid, { page, per });
  const [rows, changeRows] = useInstantRows(tracks.data?.tracks);
  const remove = useRemovePlaylistTrack();
  const { mutate: move } = useSortPlaylistTrack(project.uuid);
  const [removing, setRemoving] = useState<Track | null>(null);
  const { uuid } = project;
  const { mutate: removeTrack } = remove;

  // What a screen reader hears after a move, whichever way it was made (drag, handle arrows, Alt+arrows).
  const [announcement, setAnnouncement] = useState('');
  const total = project.tracks_count;
  const onMove = useCallback(
    (from: number, to: number) => {
      const track = rows?.[from];
      if (!track) return;
      changeRows((current) => moveItem(current, from, to));
      const name = track.name;
      const position = absolutePosition(to, page, per) + 1;
      const before = absolutePosition(from, page, per) + 1;
      setAnnouncement(t`${name} moved to position ${position} of ${total}.`);
      move(
        { uuid, trackId: track.id, from, to, page, per },
        { onError: () => setAnnouncement(t`${name} could not be moved and is back at position ${before}.`) },
      );
    },
    [rows, changeRows, move, uuid, page, per, t, total],
  );
  const onConfirmRemove = useCallback(
    (trackId: number) => {
      changeRows((current) => current.filter((track) => track.id !== trackId));
      removeTrack({ uuid, trackId });
    },
    [changeRows, removeTrack, uuid],
  );

  return (
    <>
      <Flex justifyContent="flex-end" mb="3">
        <FormField label={<Trans>Tracks per page</Trans>}>
          {(control) => (
            <Select
              {...control}
              value={String(per)}
              onChange={(event) => navigate(pageHref(uuid, 1, Number(event.target.value)))}
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
      ) : tracks.isPending || !rows ? (
        <LoadingState />
      ) : (
        <>
          <PlaylistTracksTable
            tracks={rows}
            playlistUuid={uuid}
            offset={(page - 1) * per}
            onRemove={setRemoving}
            onMove={onMove}
          />
          <Pager meta={tracks.data.meta} hrefFor={(target) => pageHref(uuid, target, per)} />
        </>
      )}
      <RemoveTrackDialog
        track={removing}
        projectName={project.name}
        onClose={() => setRemoving(null)}
        onConfirm={onConfirmRemove}
      />
      <Text srOnly role="status" aria-live="polite">
        {announcement}
      </Text>
    </>
  );
}
