import { Box, Stack, Text } from './primitives';
import { useId, type ComponentProps, type ReactNode } from 'react';

interface FieldProps {
  label: ReactNode;
  error?: string;
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

/** A labelled form control with its error under it, announced with the control. */
export function FormField({ label, error, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Stack gap="1">
      <Box asChild fontWeight="600" fontSize="sm">
        <label htmlFor={id}>{label}</label>
      </Box>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
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
      borderRadius="md"
      border="1px solid"
      borderColor="line"
      bg="white"
      fontSize="md"
      css={{ '&[aria-invalid=true]': { borderColor: 'danger' } }}
    >
      <select {...props} />
    </Box>
  );
}
