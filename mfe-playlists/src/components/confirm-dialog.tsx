import { Button, Text } from '@rsm/shared';
import type { ReactNode } from 'react';
import { ActionDialog } from './action-dialog';

interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: ReactNode;
  pending?: boolean;
}

/** A question with Cancel and a destructive answer; Escape and the overlay cancel it. */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  title,
  message,
  confirmLabel,
  pending,
}: ConfirmDialogProps) {
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={title}
      action={
        <Button variant="danger" disabled={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      }
    >
      <Text>{message}</Text>
    </ActionDialog>
  );
}
