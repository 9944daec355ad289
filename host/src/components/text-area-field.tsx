import { Box, Stack, Text } from '@rsm/shared';
import { forwardRef, useId, type ComponentProps, type ReactNode } from 'react';

type TextAreaFieldProps = ComponentProps<'textarea'> & { label: ReactNode; error?: string };

/** A labelled multi-line field; styled like the design system's Input (which has no textarea form yet). */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, id, ...textarea },
  ref,
) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const errorId = `${fieldId}-error`;
  return (
    <Stack gap="1" minW="0">
      <label htmlFor={fieldId}>
        <Text as="span" fontWeight="600">
          {label}
        </Text>
      </label>
      <Box
        css={{
          '& textarea': {
            width: '100%',
            minHeight: '8rem',
            padding: '0.5rem 0.75rem',
            borderRadius: 'var(--chakra-radii-md)',
            border: '1px solid var(--chakra-colors-line)',
            font: 'inherit',
          },
          '& textarea[aria-invalid=true]': { borderColor: 'var(--chakra-colors-danger)' },
        }}
      >
        <textarea
          ref={ref}
          id={fieldId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...textarea}
        />
      </Box>
      {error && (
        <Text id={errorId} color="danger" fontSize="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
});
