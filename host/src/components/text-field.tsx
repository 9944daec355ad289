import { FormField, Input } from '@rsm/shared';
import { forwardRef, type ComponentProps, type ReactNode } from 'react';

type TextFieldProps = ComponentProps<typeof Input> & {
  label: ReactNode;
  /** The validation or server message for this field, announced with it. */
  error?: string;
  hint?: ReactNode;
};

/** A labelled input with its hint and error wired to aria-invalid and aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, ...input },
  ref,
) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(control) => <Input ref={ref} w="full" {...control} {...input} />}
    </FormField>
  );
});
