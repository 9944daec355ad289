import { Trans } from '@lingui/react/macro';
import type { Track } from '@rsm/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';

interface RemoveTrackDialogProps {
  track: Pick<Track, 'id' | 'name'> | null;
  projectName: string;
  onClose: () => void;
  onConfirm: (trackId: number) => void;
}

/** Asks before a track leaves a playlist; the removal itself is optimistic, so the dialog closes at once. */
export function RemoveTrackDialog({ track, projectName, onClose, onConfirm }: RemoveTrackDialogProps) {
  const trackName = track?.name ?? '';
  return (
    <ConfirmDialog
      open={track !== null}
      onClose={onClose}
      title={<Trans>Remove track</Trans>}
      message={
        <Trans>
          Are you sure you want to delete "{trackName}" track from "{projectName}" playlist?
        </Trans>
      }
      confirmLabel={<Trans>Remove</Trans>}
      onConfirm={() => {
        if (track) onConfirm(track.id);
        onClose();
      }}
    />
  );
}
