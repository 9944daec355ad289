import { Trans, useLingui } from '@lingui/react/macro';
import { DownloadIcon, type Playlist } from '@rsm/shared';
import { ActionMenu } from '../../../components/action-menu';
import { downloadPlaylistZip, exportPlaylist } from '../api/download-playlist';

interface PlaylistDownloadMenuProps {
  playlist: Pick<Playlist, 'id' | 'uuid' | 'name'>;
  /** A share token: a visitor downloads with it instead of a login. */
  token?: string;
  /** A received share's id: its signed-in recipient downloads with it. */
  shareId?: number;
  /** CSV and PDF exports alongside the zips. */
  withExports?: boolean;
}

/** The playlist's zips (mp3, wav, each with or without alternative versions) and its CSV / PDF exports. */
export function PlaylistDownloadMenu({
  playlist,
  token,
  shareId,
  withExports = true,
}: PlaylistDownloadMenuProps) {
  const { t } = useLingui();
  const zip = (kind: 'mp3' | 'wav', alternatives: boolean) => () =>
    void downloadPlaylistZip(playlist, kind, { alternatives, token, shareId });
  const actions = [
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
  return (
    <ActionMenu label={t`Download ${playlist.name}`} actions={actions}>
      <DownloadIcon size={16} />
      <Trans>Download</Trans>
    </ActionMenu>
  );
}
