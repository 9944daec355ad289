import { Box, FormField } from '@rsm/shared';
import { forwardRef, type ComponentProps, type ReactNode } from 'react';

type TextAreaFieldProps = ComponentProps<'textarea'> & { label: ReactNode; error?: string };

const textAreaCss = {
  '& textarea': {
    width: '100%',
    minHeight: '8rem',
    padding: '0.5rem 0.75rem',
    borderRadius: 'var(--chakra-radii-md)',
    border: '1px solid var(--chakra-colors-line)',
    font: 'inherit',
  },
  '& textarea[aria-invalid=true]': { borderColor: 'var(--chakra-colors-danger)' },
};

/** A labelled multi-line field; styled like the design system's Input (which has no textarea form yet). */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, id, ...textarea },
  ref,
) {
  return (
    <FormField id={id} label={label} error={error}>
      {(control) => (
        <Box css={textAreaCss}>
          <textarea ref={ref} {...control} {...textarea} />
        </Box>
      )}
    </FormField>
  );
});
