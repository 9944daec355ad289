import { Trans } from '@lingui/react/macro';
import type { Playlist } from '@rsm/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeletePlaylist } from '../api/delete-playlist';

interface DeletePlaylistDialogProps {
  playlist: Pick<Playlist, 'uuid' | 'name'> | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** Delete playlist: closes once the server has deleted it. */
export function DeletePlaylistDialog({ playlist, onClose, onDeleted }: DeletePlaylistDialogProps) {
  const remove = useDeletePlaylist();
  const name = playlist?.name ?? '';
  return (
    <ConfirmDialog
      open={playlist !== null}
      onClose={onClose}
      title={<Trans>Delete playlist</Trans>}
      message={<Trans>Are you sure you want to delete "{name}" playlist?</Trans>}
      confirmLabel={<Trans>Delete</Trans>}
      pending={remove.isPending}
      onConfirm={() => {
        if (!playlist) return;
        remove.mutate(playlist.uuid, {
          onSuccess: () => {
            onClose();
            onDeleted?.();
          },
        });
      }}
    />
  );
}
