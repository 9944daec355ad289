import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Flex, FormField, Input, Text } from '@rsm/shared';
import { useState, type FormEvent } from 'react';

type Range = { from: number; to: number };

export interface RangeFilterProps {
  /** The fieldset's legend and the form's name ("BPM", "Length"). */
  legend: string;
  fromLabel: string;
  toLabel: string;
  /** The range in the address now, or null. */
  value: Range | null;
  /** What the current results span (from the facet counts): the inputs' placeholders. */
  span: Range | null;
  /** The ends' limits when one is left empty. */
  min: number;
  max: number;
  /** From typed text to a number, null when it is not one; and back. */
  parse: (typed: string) => number | null;
  format: (value: number) => string;
  numeric?: boolean;
  /** Said when an end is not a value or the first is above the second. */
  invalid: string;
  onApply: (range: Range | null) => void;
}

/**
 * A range filter of the panel (BPM, length): two labelled inputs, both ends included, applied with a button so that
 * typing "1" on the way to "120" does not search. Empty inputs remove the range.
 */
export function RangeFilter(props: RangeFilterProps) {
  const { legend, fromLabel, toLabel, value, span, min, max, parse, format, numeric, invalid, onApply } =
    props;
  const { t } = useLingui();
  const current = { from: value ? format(value.from) : '', to: value ? format(value.to) : '' };
  const [from, setFrom] = useState(current.from);
  const [to, setTo] = useState(current.to);
  const [seen, setSeen] = useState(`${current.from}-${current.to}`);
  const [error, setError] = useState<string | undefined>();
  // Follow the address when it changes under us (a chip removed, back), without an effect.
  if (seen !== `${current.from}-${current.to}`) {
    setSeen(`${current.from}-${current.to}`);
    setFrom(current.from);
    setTo(current.to);
    setError(undefined);
  }

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (from.trim() === '' && to.trim() === '') {
      setError(undefined);
      onApply(null);
      return;
    }
    const low = from.trim() === '' ? min : parse(from);
    const high = to.trim() === '' ? max : parse(to);
    if (low === null || high === null || low < min || high > max || low > high) {
      setError(invalid);
      return;
    }
    setError(undefined);
    onApply({ from: low, to: high });
  };

  const input = (label: string, text: string, set: (text: string) => void, placeholder?: number) => (
    <Box flex="1" minW="0">
      <FormField label={label}>
        {(control) => (
          <Input
            {...control}
            type={numeric ? 'number' : 'text'}
            inputMode="numeric"
            min={numeric ? min : undefined}
            max={numeric ? max : undefined}
            value={text}
            placeholder={placeholder === undefined ? undefined : format(placeholder)}
            aria-invalid={Boolean(error)}
            onChange={(event) => set(event.target.value)}
            w="full"
          />
        )}
      </FormField>
    </Box>
  );

  return (
    <Box asChild>
      <form aria-label={legend} onSubmit={apply} noValidate>
        <Box as="fieldset" border="none" p="0" m="0" minW="0">
          <Box as="legend" fontWeight="700" fontSize="sm" mb="2" p="0">
            {legend}
          </Box>
          <Flex gap="2" alignItems="flex-end">
            {input(fromLabel, from, setFrom, span?.from)}
            {input(toLabel, to, setTo, span?.to)}
            <Button type="submit" variant="outline" flexShrink={0} aria-label={t`Apply ${legend}`}>
              <Trans>Apply</Trans>
            </Button>
          </Flex>
          {error && (
            <Text role="alert" color="danger" fontSize="sm" mt="2">
              {error}
            </Text>
          )}
        </Box>
      </form>
    </Box>
  );
}
