import { Box, FormField } from '@rsm/shared';
import { forwardRef, type ComponentProps, type ReactNode } from 'react';

const selectCss = {
  '& select': {
    width: '100%',
    height: '2.5rem',
    padding: '0 0.75rem',
    borderRadius: 'var(--chakra-radii-md)',
    border: '1px solid var(--chakra-colors-line)',
    background: 'white',
    font: 'inherit',
  },
};

type SelectFieldProps = ComponentProps<'select'> & {
  label: ReactNode;
  options: { value: string; label: string }[];
  /** The empty first option's text, when choosing nothing is allowed or nothing is chosen yet. */
  placeholder?: string;
  error?: string;
};

/** A labelled native select with its error wired to aria-invalid and aria-describedby. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, placeholder, error, id, ...select },
  ref,
) {
  return (
    <FormField id={id} label={label} error={error}>
      {(control) => (
        <Box css={selectCss}>
          <select ref={ref} {...control} {...select}>
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Box>
      )}
    </FormField>
  );
});
