import { Trans } from '@lingui/react/macro';
import type { Taxon } from '@rsm/shared';
import { useDeleteFolder } from '../api/delete-folder';
import { DeleteDialog, type DeleteDialogEvents } from './delete-dialog';

/** Delete folder: its playlists move to Default; closes once the server has deleted it. */
export function DeleteFolderDialog({ folder, ...events }: { folder: Taxon | null } & DeleteDialogEvents) {
  const remove = useDeleteFolder();
  const folderName = folder?.name ?? '';
  return (
    <DeleteDialog
      id={folder?.id ?? null}
      deletion={remove}
      {...events}
      title={<Trans>Delete folder</Trans>}
      message={
        <Trans>
          Are you sure you want to delete "{folderName}" folder? All its playlists will move to Default.
        </Trans>
      }
    />
  );
}
