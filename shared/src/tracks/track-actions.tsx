import { useLingui } from '@lingui/react/macro';
import { toast } from '../ui/toaster';
import { openTrackDetails } from '../bus/dialog-requests';
import { paths } from '../paths';
import type { Track } from '../schemas';
import { RowAddToPlaylist } from './row-add-to-playlist';
import { RowIconButton } from './row-controls';
import { RowDownload } from './row-download';
import { useRowEnvironment } from './row-environment';
import { FindSimilarLink } from './find-similar';

async function copyTrackLink(trackId: number, copied: string) {
  try {
    await navigator.clipboard.writeText(new URL(paths.track(trackId), window.location.origin).href);
    toast.success(copied);
  } catch (error) {
    console.error('Copy failed', error);
  }
}

/**
 * A row's action bar: info, add to playlist, download, find similar (by sound), copy link, and remove
 * where allowed.
 */
export function TrackActions({ track, inPinned }: { track: Track; inPinned: boolean }) {
  const { t } = useLingui();
  const { onRemove } = useRowEnvironment();
  const trackName = track.name;
  return (
    <div className="rsm-tt-actions">
      <RowIconButton
        label={t`Details of ${track.name}`}
        icon="info"
        onClick={() => openTrackDetails(track.id)}
      />
      <RowAddToPlaylist trackId={track.id} trackName={track.name} inPinned={inPinned} />
      <RowDownload track={track} />
      <FindSimilarLink trackId={track.id} trackName={trackName} />
      <RowIconButton
        label={t`Copy link to ${trackName}`}
        icon="link"
        data-action="copy-link"
        onClick={() => void copyTrackLink(track.id, t`Track URL copied to clipboard!`)}
      />
      {onRemove && (
        <RowIconButton label={t`Remove ${track.name}`} icon="trash" onClick={() => onRemove(track)} />
      )}
    </div>
  );
}
