import { Trans, useLingui } from '@lingui/react/macro';
import { Box, DownloadIcon, IconButton, useDownloadAccess, useNavigate, type Playlist } from '@rsm/shared';
import { useId } from 'react';
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

/**
 * The playlist's zips (mp3, wav, each with or without alternative versions) and its CSV / PDF exports. The zips follow
 * the download rules: a fake account is sent to contact-us, a visitor without the link's token to log
 * in, and an account whose downloads are blocked (or not known yet) is not offered them.
 */
export function usePlaylistDownloads(
  playlist: DownloadablePlaylist,
  { token, shareId, withExports = true }: PlaylistDownloadOptions = {},
): MenuAction[] {
  const { t } = useLingui();
  const navigate = useNavigate();
  const access = useDownloadAccess({ token });
  const zip = (kind: 'mp3' | 'wav', alternatives: boolean) => () => {
    if (access.kind === 'fake') access.redirect();
    else if (access.kind === 'login') navigate(access.loginPath);
    else void downloadPlaylistZip(playlist, kind, { alternatives, token, shareId });
  };
  const zipsOffered = access.kind !== 'blocked' && access.kind !== 'pending';
  return [
    ...(zipsOffered
      ? [
          { label: t`Playlist mp3`, onSelect: zip('mp3', false) },
          { label: t`Playlist + Edits mp3`, onSelect: zip('mp3', true) },
          { label: t`Playlist wav`, onSelect: zip('wav', false) },
          { label: t`Playlist + Edits wav`, onSelect: zip('wav', true) },
        ]
      : []),
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
  const access = useDownloadAccess({ token: options.token });
  const reasonId = useId();
  // A context of its own: other apps' catalogs translate the bare "Download {0}" differently, and the last catalog
  // loaded would otherwise decide what this button is called.
  const label = t({ message: `Download ${playlist.name}`, context: 'playlist' });
  if (actions.length === 0) {
    // Nothing to offer: downloads blocked for this account (the reason as its description), or not known yet.
    const reason = access.kind === 'blocked' ? access.reason : undefined;
    return (
      <Box as="span" display="inline-flex" title={reason}>
        <IconButton
          label={label}
          icon={<DownloadIcon size={16} />}
          size="iconSm"
          disabled
          aria-describedby={reason ? reasonId : undefined}
        />
        {reason && (
          <Box as="span" id={reasonId} srOnly>
            {reason}
          </Box>
        )}
      </Box>
    );
  }
  return (
    <ActionMenu label={label} actions={actions} variant={compact ? 'ghost' : 'outline'}>
      <DownloadIcon size={16} />
      {!compact && <Trans>Download</Trans>}
    </ActionMenu>
  );
}
