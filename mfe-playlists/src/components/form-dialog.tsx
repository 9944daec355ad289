import { Button } from '@rsm/shared';
import { useId, type ReactNode } from 'react';
import { ActionDialog } from './action-dialog';

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  submitLabel: ReactNode;
  /** While the form's request is under way, the submit button waits. */
  pending?: boolean;
  /** The form, given the id the submit button in the footer sends. */
  children: (formId: string) => ReactNode;
}

/** A dialog holding one form, with Cancel and the form's submit button below it. */
export function FormDialog({ open, onClose, title, submitLabel, pending, children }: FormDialogProps) {
  const formId = useId();
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={title}
      action={
        <Button type="submit" form={formId} disabled={pending}>
          {submitLabel}
        </Button>
      }
    >
      {children(formId)}
    </ActionDialog>
  );
}
