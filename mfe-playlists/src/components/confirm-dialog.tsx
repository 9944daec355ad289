import { Button, Text } from '@rsm/shared';
import type { ReactNode } from 'react';
import { ActionDialog, type ActionDialogProps } from './action-dialog';

interface ConfirmDialogProps extends Omit<ActionDialogProps, 'action' | 'children'> {
  onConfirm: () => void;
  message: ReactNode;
  confirmLabel: ReactNode;
  pending?: boolean;
}

/** A question with Cancel and a destructive answer; Escape and the overlay cancel it. */
export function ConfirmDialog({ onConfirm, message, confirmLabel, pending, ...dialog }: ConfirmDialogProps) {
  const confirm = (
    <Button variant="danger" disabled={pending} onClick={onConfirm}>
      {confirmLabel}
    </Button>
  );
  return (
    <ActionDialog {...dialog} action={confirm}>
      <Text>{message}</Text>
    </ActionDialog>
  );
}
