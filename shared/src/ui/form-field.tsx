import { Box, Stack, Text } from './primitives';
import { useId, type ComponentProps, type ReactNode } from 'react';

/** What a field's control spreads to be named by its label and described by its hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  /** The control's id; one is made when none is given. */
  id?: string;
  label: ReactNode;
  /** A line under the label saying what to write (a format, a limit). */
  hint?: ReactNode;
  /** The validation or server message for this field, announced with it. */
  error?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** The frame of every form field: the label, an optional hint, the control, and its error wired by id. */
export function FormField({ id, label, hint, error, children }: FormFieldProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Stack gap="1" minW="0">
      <Box asChild fontWeight="600" fontSize="sm">
        <label htmlFor={controlId}>{label}</label>
      </Box>
      {hint && (
        <Text id={hintId} fontSize="sm" color="muted">
          {hint}
        </Text>
      )}
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error && (
        <Text id={errorId} color="danger" fontSize="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** A native select styled like the design system's input. */
export function Select(props: ComponentProps<'select'>) {
  return (
    <Box
      asChild
      h="10"
      px="3"
      layerStyle="outline"
      bg="white"
      fontSize="md"
      css={{ '&[aria-invalid=true]': { borderColor: 'danger' } }}
    >
      <select {...props} />
    </Box>
  );
}
