import { useLingui } from '@lingui/react/macro';
import { Button, ChevronDownIcon, ChevronUpIcon, Flex, Span } from '@rsm/shared';
import { useId, type ReactNode } from 'react';
import type { Sort } from '../api/list-sort';

/** Choosing the active option flips its direction; a new option starts descending. */
export function nextSort<Field extends string>(current: Sort<Field>, field: Field): Sort<Field> {
  if (current.field !== field) return { field, direction: 'desc' };
  return { field, direction: current.direction === 'desc' ? 'asc' : 'desc' };
}

interface SortOptionsProps<Field extends string> {
  label: ReactNode;
  options: { field: Field; label: string }[];
  value: Sort<Field>;
  onChange: (sort: Sort<Field>) => void;
}

/** 'Sort … by:' and its options; the active one is pressed and shows its direction. */
export function SortOptions<Field extends string>({
  label,
  options,
  value,
  onChange,
}: SortOptionsProps<Field>) {
  const { t } = useLingui();
  const labelId = useId();
  return (
    <Flex role="group" aria-labelledby={labelId} alignItems="center" gap="1" flexWrap="wrap">
      <Span id={labelId} color="muted" fontSize="sm" mr="1">
        {label}
      </Span>
      {options.map((option) => {
        const active = option.field === value.field;
        const direction = value.direction === 'asc' ? t`ascending` : t`descending`;
        return (
          <Button
            key={option.field}
            variant={active ? 'outline' : 'ghost'}
            size="sm"
            aria-pressed={active}
            aria-label={active ? `${option.label}, ${direction}` : option.label}
            onClick={() => onChange(nextSort(value, option.field))}
          >
            {option.label}
            {active &&
              (value.direction === 'asc' ? <ChevronUpIcon size={14} /> : <ChevronDownIcon size={14} />)}
          </Button>
        );
      })}
    </Flex>
  );
}
