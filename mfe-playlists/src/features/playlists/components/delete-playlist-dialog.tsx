import { Trans } from '@lingui/react/macro';
import type { Playlist } from '@rsm/shared';
import { useDeletePlaylist } from '../api/delete-playlist';
import { DeleteDialog } from './delete-dialog';

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
    <DeleteDialog
      id={playlist?.uuid ?? null}
      deletion={remove}
      onClose={onClose}
      onDeleted={onDeleted}
      title={<Trans>Delete playlist</Trans>}
      message={<Trans>Are you sure you want to delete "{name}" playlist?</Trans>}
    />
  );
}
