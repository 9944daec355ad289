import { Trans } from '@lingui/react/macro';
import type { Playlist } from '@rsm/shared';
import { useDeletePlaylist } from '../api/delete-playlist';
import { DeleteDialog, type DeleteDialogEvents } from './delete-dialog';

/** Delete playlist: closes once the server has deleted it. */
export function DeletePlaylistDialog({
  playlist,
  ...events
}: { playlist: Pick<Playlist, 'uuid' | 'name'> | null } & DeleteDialogEvents) {
  const remove = useDeletePlaylist();
  const name = playlist?.name ?? '';
  return (
    <DeleteDialog
      id={playlist?.uuid ?? null}
      deletion={remove}
      {...events}
      title={<Trans>Delete playlist</Trans>}
      message={<Trans>Are you sure you want to delete "{name}" playlist?</Trans>}
    />
  );
}
