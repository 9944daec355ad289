import { Trans } from '@lingui/react/macro';
import type { Taxon } from '@rsm/shared';
import { useDeleteFolder } from '../api/delete-folder';
import { DeleteDialog } from './delete-dialog';

interface DeleteFolderDialogProps {
  folder: Taxon | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** Delete folder: its playlists move to Default; closes once the server has deleted it. */
export function DeleteFolderDialog({ folder, onClose, onDeleted }: DeleteFolderDialogProps) {
  const remove = useDeleteFolder();
  const folderName = folder?.name ?? '';
  return (
    <DeleteDialog
      id={folder?.id ?? null}
      deletion={remove}
      onClose={onClose}
      onDeleted={onDeleted}
      title={<Trans>Delete folder</Trans>}
      message={
        <Trans>
          Are you sure you want to delete "{folderName}" folder? All its playlists will move to Default.
        </Trans>
      }
    />
  );
}
