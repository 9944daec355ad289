import { TrackTable, type Track } from '@rsm/shared';
import { memo, type ReactNode } from 'react';
import { useTrackReorder } from '../hooks/use-track-reorder';

interface PlaylistTracksTableProps {
  tracks: Track[];
  /** Number of the first row: the tracks of earlier pages come before it. */
  offset: number;
  onMove: (from: number, to: number) => void;
  onRemove: (track: Track) => void;
  /** The playlist shown: with it pinned, rows offer no add/remove to itself. */
  playlistUuid?: string;
  loading?: boolean;
  /** Controls beside the view switcher (the page size). */
  toolbar?: ReactNode;
}

const VIEWS = ['tabelar', 'tabelar-details'] as const;

/**
 * A playlist's tracks on the shared TrackTable (columns #, Title, Description, Album, Genre, Composers, Ver., BPM,
 * Length; views tabelar and tabelar-details). Rows move by their drag handle (sortablejs) or Alt+↑/↓. Memoised: the
 * page around it re-renders as dialogs open and close and requests start and end, and re-rendering every row then
 * would hold up the frame that shows a removal or a move (budget: visible within 50 ms).
 */
export const PlaylistTracksTable = memo(function PlaylistTracksTable({
  tracks,
  offset,
  onMove,
  onRemove,
  playlistUuid,
  loading,
  toolbar,
}: PlaylistTracksTableProps) {
  const onReorder = useTrackReorder(tracks, onMove);
  return (
    <TrackTable
      tracks={tracks}
      loading={loading}
      offset={offset}
      views={VIEWS}
      columns="playlist"
      reorderable
      onReorder={onReorder}
      onRemove={onRemove}
      viewingPlaylistUuid={playlistUuid}
      toolbar={toolbar}
    />
  );
});
