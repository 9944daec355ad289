import { useLingui } from '@lingui/react/macro';
import { requestAddToPlaylist } from '../bus/dialog-requests';
import { RowIconButton } from './row-controls';
import { useRowEnvironment } from './row-environment';

/**
 * A row's add-to-playlist button, as AddToPlaylistButton behaves: without a pinned playlist it opens the
 * dialog; with one it adds (blue) or removes (red) by membership, which the table looked up once for all rows.
 */
export function RowAddToPlaylist({
  trackId,
  trackName,
  inPinned,
}: {
  trackId: number;
  trackName: string;
  inPinned: boolean;
}) {
  const { t } = useLingui();
  const { pinned, pinnedPending, signedIn, viewingPlaylistUuid, onTogglePinned } = useRowEnvironment();
  if (pinned && signedIn && pinned.uuid === viewingPlaylistUuid) return null;
  if (!pinned || !signedIn) {
    return (
      <RowIconButton
        label={t`Add ${trackName} to playlist`}
        icon="plus"
        disabled={!signedIn}
        onClick={() => requestAddToPlaylist({ kind: 'track', id: trackId, name: trackName })}
      />
    );
  }
  return inPinned ? (
    <RowIconButton
      label={t`Remove ${trackName} from ${pinned.name}`}
      icon="minus"
      tone="danger"
      disabled={pinnedPending}
      onClick={() => onTogglePinned(trackId, false)}
    />
  ) : (
    <RowIconButton
      label={t`Add ${trackName} to ${pinned.name}`}
      icon="plus"
      tone="brand"
      disabled={pinnedPending}
      onClick={() => onTogglePinned(trackId, true)}
    />
  );
}
