import { Trans } from '@lingui/react/macro';
import { Button, Dialog } from '@rsm/shared';
import type { ReactNode } from 'react';

export interface ActionDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The button that does what the dialog is for, after Cancel. */
  action: ReactNode;
  children: ReactNode;
}

/** A dialog for one action: Cancel, Escape and the overlay close it without doing anything. */
export function ActionDialog({ open, onClose, title, action, children }: ActionDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          {action}
        </>
      }
    >
      {children}
    </Dialog>
  );
}
