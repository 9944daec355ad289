import { Button } from '@rsm/shared';
import { useId, type ReactNode } from 'react';
import { ActionDialog, type ActionDialogProps } from './action-dialog';

interface FormDialogProps extends Omit<ActionDialogProps, 'action' | 'children'> {
  submitLabel: ReactNode;
  /** While the form's request is under way, the submit button waits. */
  pending?: boolean;
  /** The form, given the id the submit button in the footer sends. */
  children: (formId: string) => ReactNode;
}

/** A dialog holding one form, with Cancel and the form's submit button below it. */
export function FormDialog({ submitLabel, pending, children, ...dialog }: FormDialogProps) {
  const formId = useId();
  const submit = (
    <Button type="submit" form={formId} disabled={pending}>
      {submitLabel}
    </Button>
  );
  return (
    <ActionDialog {...dialog} action={submit}>
      {children(formId)}
    </ActionDialog>
  );
}
