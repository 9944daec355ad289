import { Trans, useLingui } from '@lingui/react/macro';
import { paths, RouterLink, type Playlist } from '@rsm/shared';
import { ExpandableRowsTable } from './expandable-rows-table';
import { PlaylistRowActions } from './playlist-row-actions';
import { PlaylistTracksPreview } from './playlist-tracks-preview';

interface PlaylistsTableProps {
  playlists: Playlist[];
  onEdit?: (playlist: Playlist) => void;
  onDelete?: (playlist: Playlist) => void;
}

/** Playlists with their track counts; a row expands to its first tracks. */
export function PlaylistsTable({ playlists, onEdit, onDelete }: PlaylistsTableProps) {
  const { t } = useLingui();
  return (
    <ExpandableRowsTable
      items={playlists}
      keyOf={(playlist) => playlist.uuid}
      caption={<Trans>My playlists</Trans>}
      nameHeader={<Trans>Playlist Name</Trans>}
      countHeader={<Trans>Tracks</Trans>}
      expandLabel={(playlist) => t`Show tracks of ${playlist.name}`}
      name={(playlist) => (
        <RouterLink to={paths.dashboard.playlist(playlist.uuid)} fontWeight="600" color="brand.700">
          {playlist.name}
        </RouterLink>
      )}
      count={(playlist) => playlist.tracks_count}
      actions={(playlist) => <PlaylistRowActions playlist={playlist} onEdit={onEdit} onDelete={onDelete} />}
      details={(playlist) => <PlaylistTracksPreview playlist={playlist} />}
    />
  );
}
