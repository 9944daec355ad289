import { Box, Stack, Text } from '@rsm/shared';
import { forwardRef, useId, type ComponentProps, type ReactNode } from 'react';

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
  const autoId = useId();
  const selectId = id ?? autoId;
  const errorId = `${selectId}-error`;
  return (
    <Stack gap="1" minW="0">
      <label htmlFor={selectId}>
        <Text as="span" fontWeight="600">
          {label}
        </Text>
      </label>
      <Box css={selectCss}>
        <select
          ref={ref}
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...select}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </Box>
      {error && (
        <Text id={errorId} color="danger" fontSize="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
});
