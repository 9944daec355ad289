import { Input, Stack, Text } from '@rsm/shared';
import { forwardRef, useId, type ComponentProps, type ReactNode } from 'react';

type TextFieldProps = ComponentProps<typeof Input> & {
  label: ReactNode;
  /** The validation or server message for this field, announced with it. */
  error?: string;
  hint?: ReactNode;
};

/** A labelled input with its error wired to aria-invalid and aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, ...input },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Stack gap="1" minW="0">
      <label htmlFor={inputId}>
        <Text as="span" fontWeight="600">
          {label}
        </Text>
      </label>
      {hint && (
        <Text id={hintId} fontSize="sm" color="muted">
          {hint}
        </Text>
      )}
      <Input
        ref={ref}
        id={inputId}
        w="full"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {error && (
        <Text id={errorId} color="danger" fontSize="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
});
