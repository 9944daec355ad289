import { Trans, useLingui } from '@lingui/react/macro';
import { DownloadIcon, type Playlist } from '@rsm/shared';
import { ActionMenu, type MenuAction } from '../../../components/action-menu';
import { downloadPlaylistZip, exportPlaylist } from '../api/download-playlist';

interface PlaylistDownloadOptions {
  /** A share token: a visitor downloads with it instead of a login. */
  token?: string;
  /** A received share's id: its signed-in recipient downloads with it. */
  shareId?: number;
  /** CSV and PDF exports alongside the zips. */
  withExports?: boolean;
}

type DownloadablePlaylist = Pick<Playlist, 'id' | 'uuid' | 'name'>;

/** The playlist's zips (mp3, wav, each with or without alternative versions) and its CSV / PDF exports. */
export function usePlaylistDownloads(
  playlist: DownloadablePlaylist,
  { token, shareId, withExports = true }: PlaylistDownloadOptions = {},
): MenuAction[] {
  const { t } = useLingui();
  const zip = (kind: 'mp3' | 'wav', alternatives: boolean) => () =>
    void downloadPlaylistZip(playlist, kind, { alternatives, token, shareId });
  return [
    { label: t`Playlist mp3`, onSelect: zip('mp3', false) },
    { label: t`Playlist + Edits mp3`, onSelect: zip('mp3', true) },
    { label: t`Playlist wav`, onSelect: zip('wav', false) },
    { label: t`Playlist + Edits wav`, onSelect: zip('wav', true) },
    ...(withExports
      ? [
          { label: t`Export CSV`, onSelect: () => void exportPlaylist(playlist.uuid, 'csv', token) },
          { label: t`Export PDF`, onSelect: () => void exportPlaylist(playlist.uuid, 'pdf', token) },
        ]
      : []),
  ];
}

interface PlaylistDownloadMenuProps extends PlaylistDownloadOptions {
  playlist: DownloadablePlaylist;
  /** An icon button, for a table row. */
  compact?: boolean;
}

/** A menu button offering the playlist's downloads. */
export function PlaylistDownloadMenu({ playlist, compact = false, ...options }: PlaylistDownloadMenuProps) {
  const { t } = useLingui();
  const actions = usePlaylistDownloads(playlist, options);
  return (
    <ActionMenu
      label={t`Download ${playlist.name}`}
      actions={actions}
      variant={compact ? 'ghost' : 'outline'}
    >
      <DownloadIcon size={16} />
      {!compact && <Trans>Download</Trans>}
    </ActionMenu>
  );
}
