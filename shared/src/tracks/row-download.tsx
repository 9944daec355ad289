import { useLingui } from '@lingui/react/macro';
import { trackDownloads, type DownloadOption } from '../downloads/download-options';
import type { Track } from '../schemas';
import { Glyph } from '../ui/icons';
import { chooseDownload, RowDownloadMenu } from './row-download-menu';
import { RowIconButton } from './row-controls';
import { useRowEnvironment } from './row-environment';

/** How many files a track offers, without building their links (only files with a url). */
function fileCount(track: Track): number {
  const edits = track.alternative_tracks_count > 0;
  const mp3 = track.file.url ? (edits ? 2 : 1) : 0;
  const wav = track.file_wav.url ? (edits ? 2 : 1) : 0;
  return mp3 + wav + (track.file_aiff.url ? 1 : 0);
}

/**
 * A row's download button, as the shared DownloadButton behaves, with the customer checks made once by
 * the table: fake account → notice and contact-us; blocked → disabled with the reason; visitor → log in and come
 * back; then one file is a direct link, several a menu (built when opened), none a disabled button.
 */
export function RowDownload({ track }: { track: Track }) {
  const { t } = useLingui();
  const { download, loginHref, blockedReasonId, token, onFakeDownload } = useRowEnvironment();
  const name = t`Download ${track.name}`;
  switch (download) {
    case 'fake':
      return <RowIconButton label={name} icon="download" onClick={onFakeDownload} />;
    case 'blocked': {
      const reason = t`Downloads for your account were disabled`;
      return (
        <span title={reason} style={{ display: 'inline-flex' }}>
          <RowIconButton
            label={name}
            icon="download"
            disabled
            aria-describedby={blockedReasonId}
            title={reason}
          />
        </span>
      );
    }
    case 'pending':
      return <RowIconButton label={name} icon="download" disabled />;
    case 'login':
      return (
        <a
          href={loginHref}
          data-router-link=""
          data-login-link=""
          className="rsm-tt-btn rsm-tt-icon"
          aria-label={t`${name} (log in to download)`}
          title={t`Log in to download`}
        >
          <Glyph name="download" size={16} />
        </a>
      );
  }
  const count = fileCount(track);
  if (count === 0) return <RowIconButton label={name} icon="download" disabled />;
  if (count > 1) return <RowDownloadMenu label={name} options={() => trackDownloads(track, { token })} />;
  const [option] = trackDownloads(track, { token }) as [DownloadOption];
  return (
    <a
      href={option.url}
      download
      className="rsm-tt-btn rsm-tt-icon"
      aria-label={`${name}: ${option.label}`}
      title={option.size ? `${option.label} (${option.size})` : option.label}
      onClick={(event) => chooseDownload(option, event)}
    >
      <Glyph name="download" size={16} />
    </a>
  );
}
