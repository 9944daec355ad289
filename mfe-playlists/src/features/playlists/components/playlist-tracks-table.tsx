import { TrackTable, type Track } from '@rsm/shared';
import { useTrackReorder } from '../hooks/use-track-reorder';

interface PlaylistTracksTableProps {
  tracks: Track[];
  /** Number of the first row: the tracks of earlier pages come before it. */
  offset: number;
  onMove: (from: number, to: number) => void;
  onRemove: (track: Track) => void;
  /** The playlist shown: with it pinned, rows offer no add/remove to itself (spec §4.2). */
  playlistUuid?: string;
  loading?: boolean;
}

const VIEWS = ['tabelar', 'tabelar-details'] as const;

/**
 * A playlist's tracks on the shared TrackTable (spec §2.6: #, Title, Description, Album, Genre, Composers, Ver., BPM,
 * Length; views tabelar and tabelar-details). Rows move by their drag handle (sortablejs) or Alt+↑/↓.
 */
export function PlaylistTracksTable({
  tracks,
  offset,
  onMove,
  onRemove,
  playlistUuid,
  loading,
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
    />
  );
}
