import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import {
  $pinnedPlaylist,
  EditIcon,
  IconButton,
  paths,
  togglePinnedPlaylist,
  TrashIcon,
  useNavigate,
  type Playlist,
} from '@rsm/shared';
import { DetailsLink } from './details-link';
import { PinPlaylistButton } from './pin-playlist-button';
import { PlaylistDownloadMenu, usePlaylistDownloads } from './playlist-download-menu';
import { RowActions } from './row-actions';

interface PlaylistRowActionsProps {
  playlist: Playlist;
  onEdit?: (playlist: Playlist) => void;
  onDelete?: (playlist: Playlist) => void;
}

/** A playlist row's download, details, edit, delete and pin; in a 'More' menu on small screens. */
export function PlaylistRowActions({ playlist, onEdit, onDelete }: PlaylistRowActionsProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const pinned = useStore($pinnedPlaylist)?.uuid === playlist.uuid;
  const downloads = usePlaylistDownloads(playlist);
  const details = paths.dashboard.playlist(playlist.uuid);
  // Every row has these buttons: each one's name says which playlist it acts on. The menu items need not, their
  // menu already does.
  const { name } = playlist;
  const menu = [
    { label: t`Playlist details`, onSelect: () => navigate(details) },
    ...(onEdit ? [{ label: t`Edit playlist`, onSelect: () => onEdit(playlist) }] : []),
    ...(onDelete ? [{ label: t`Delete playlist`, onSelect: () => onDelete(playlist) }] : []),
    {
      label: pinned ? t`Unpin playlist` : t`Pin playlist`,
      onSelect: () => togglePinnedPlaylist({ uuid: playlist.uuid, name: playlist.name }),
    },
    ...downloads,
  ];
  return (
    <RowActions menu={menu} name={playlist.name}>
      <PlaylistDownloadMenu playlist={playlist} compact />
      <DetailsLink to={details} label={t`Playlist details ${name}`} />
      {onEdit && (
        <IconButton
          label={t`Edit playlist ${name}`}
          icon={<EditIcon />}
          size="iconSm"
          onClick={() => onEdit(playlist)}
        />
      )}
      {onDelete && (
        <IconButton
          label={t`Delete playlist ${name}`}
          icon={<TrashIcon />}
          size="iconSm"
          onClick={() => onDelete(playlist)}
        />
      )}
      <PinPlaylistButton playlist={playlist} named />
    </RowActions>
  );
}
