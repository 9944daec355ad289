import { Trans } from '@lingui/react/macro';
import type { Taxon } from '@rsm/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteFolder } from '../api/delete-folder';

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
    <ConfirmDialog
      open={folder !== null}
      onClose={onClose}
      title={<Trans>Delete folder</Trans>}
      message={
        <Trans>
          Are you sure you want to delete "{folderName}" folder? All its playlists will move to Default.
        </Trans>
      }
      confirmLabel={<Trans>Delete</Trans>}
      pending={remove.isPending}
      onConfirm={() => {
        if (!folder) return;
        remove.mutate(folder.id, {
          onSuccess: () => {
            onClose();
            onDeleted?.();
          },
        });
      }}
    />
  );
}
