import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';

/** A delete request of one thing, by its id: the mutation of the thing's api/ file. */
interface Deletion<Id> {
  isPending: boolean;
  mutate: (id: Id, options: { onSuccess: () => void }) => void;
}

/** What the page hears from a delete dialog: closed (deleted or not), and deleted. */
export interface DeleteDialogEvents {
  onClose: () => void;
  onDeleted?: () => void;
}

interface DeleteDialogProps<Id> extends DeleteDialogEvents {
  /** The id of the thing to delete; null while the dialog is closed. */
  id: Id | null;
  deletion: Deletion<Id>;
  title: ReactNode;
  message: ReactNode;
}

/** Asks before deleting one playlist or folder; closes, then tells `onDeleted`, once the server has deleted it. */
export function DeleteDialog<Id>({
  id,
  deletion,
  title,
  message,
  onClose,
  onDeleted,
}: DeleteDialogProps<Id>) {
  return (
    <ConfirmDialog
      open={id !== null}
      onClose={onClose}
      title={title}
      message={message}
      confirmLabel={<Trans>Delete</Trans>}
      pending={deletion.isPending}
      onConfirm={() => {
        if (id === null) return;
        deletion.mutate(id, {
          onSuccess: () => {
            onClose();
            onDeleted?.();
          },
        });
      }}
    />
  );
}
