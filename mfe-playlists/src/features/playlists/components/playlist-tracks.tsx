import { useLingui } from '@lingui/react/macro';
import {
  createSearchParams,
  ErrorState,
  LoadingState,
  Pager,
  paths,
  type Playlist,
  Text,
  type Track,
  useNavigate,
  usePageParam,
} from '@rsm/shared';
import { useCallback, useMemo, useState } from 'react';
import { usePlaylistTracks } from '../api/get-playlist-tracks';
import { useRemovePlaylistTrack } from '../api/remove-playlist-track';
import { absolutePosition, moveItem, useSortPlaylistTrack } from '../api/sort-playlist-track';
import { useInstantRows } from '../hooks/use-instant-rows';
import { PER_PAGE_OPTIONS, usePerPageParam } from '../hooks/use-per-page-param';
import { PerPageSelect } from './per-page-select';
import { PlaylistTracksTable } from './playlist-tracks-table';
import { RemoveTrackDialog } from './remove-track-dialog';

const pageHref = (uuid: string, page: number, per: number) => ({
  pathname: paths.dashboard.playlist(uuid),
  search: createSearchParams({
    ...(page > 1 ? { page: String(page) } : {}),
    ...(per !== PER_PAGE_OPTIONS[0] ? { per: String(per) } : {}),
  }).toString(),
});

/** The page size control, kept the same element between renders so the memoised table is not drawn again for it. */
function usePageSizeControl(uuid: string, total: number, per: number) {
  const navigate = useNavigate();
  const offered = total > PER_PAGE_OPTIONS[0];
  return useMemo(
    () =>
      offered ? <PerPageSelect per={per} onChange={(next) => navigate(pageHref(uuid, 1, next))} /> : null,
    [offered, per, uuid, navigate],
  );
}

/**
 * A page of the playlist's tracks: page size (offered only when the playlist holds more than the smallest page), pages,
 * and the moves and removals, each shown in the render of the key press or click that made it (budget: visible within
 * 50 ms, before the server answers).
 */
export function PlaylistTracks({ project }: { project: Playlist }) {
  const { t } = useLingui();
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
  const pageSize = usePageSizeControl(uuid, total, per);

  return (
    <>
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
            toolbar={pageSize}
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
