import { Trans, useLingui } from '@lingui/react/macro';
import {
  Box,
  Button,
  Flex,
  FormField,
  Input,
  paths,
  Select,
  Text,
  useNavigate,
  type SearchQuery,
} from '@rsm/shared';
import { useState, type FormEvent } from 'react';
import { BPM_MAX, BPM_MIN, MODES, TONICS, type Mode } from '../musical-keys';
import { parseBpmRange, withBpmRange, withKey } from '../search-query';

const rangeOf = (query: SearchQuery) => {
  const range = parseBpmRange(query.bpm?.at(-1) ?? '');
  return { from: range ? String(range.from) : '', to: range ? String(range.to) : '' };
};

/**
 * Tempo and key filters: a BPM range (both ends included) and a key, written to the address as `q[bpm][]=90-110`
 * and `q[key][]=A minor` and shown as chips like the other filters.
 */
export function SoundFilters({ query }: { query: SearchQuery }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const current = rangeOf(query);
  const [from, setFrom] = useState(current.from);
  const [to, setTo] = useState(current.to);
  const [key, setKey] = useState('');
  const [seen, setSeen] = useState(`${current.from}-${current.to}`);
  const [error, setError] = useState<string | undefined>();
  // Follow the address when it changes under us (a chip removed, back), without an effect.
  if (seen !== `${current.from}-${current.to}`) {
    setSeen(`${current.from}-${current.to}`);
    setFrom(current.from);
    setTo(current.to);
  }

  const apply = (event: FormEvent) => {
    event.preventDefault();
    let next: SearchQuery = { ...query, page: undefined };
    if (from !== '' || to !== '') {
      const low = from === '' ? BPM_MIN : Number(from);
      const high = to === '' ? BPM_MAX : Number(to);
      const whole = (n: number) => Number.isInteger(n) && n >= BPM_MIN && n <= BPM_MAX;
      if (!whole(low) || !whole(high) || low > high) {
        setError(t`Enter whole BPM values from ${BPM_MIN} to ${BPM_MAX}, the first not above the second.`);
        return;
      }
      next = withBpmRange(next, low, high);
    }
    if (key) next = withKey(next, key);
    setError(undefined);
    setKey('');
    void navigate(paths.search(next));
  };

  const modeName = (mode: Mode) => (mode === 'major' ? t`major` : t`minor`);
  return (
    <Box
      as="form"
      aria-label={t`Tempo and key`}
      onSubmit={apply}
      mb="4"
      p="3"
      border="1px solid"
      borderColor="line"
      borderRadius="md"
    >
      <Flex gap="3" alignItems="flex-end" flexWrap="wrap">
        <Box w={{ base: 'calc(50% - 0.375rem)', md: '8rem' }}>
          <FormField label={<Trans>BPM from</Trans>}>
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={BPM_MIN}
                max={BPM_MAX}
                value={from}
                aria-invalid={Boolean(error)}
                onChange={(event) => setFrom(event.target.value)}
              />
            )}
          </FormField>
        </Box>
        <Box w={{ base: 'calc(50% - 0.375rem)', md: '8rem' }}>
          <FormField label={<Trans>BPM to</Trans>}>
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={BPM_MIN}
                max={BPM_MAX}
                value={to}
                aria-invalid={Boolean(error)}
                onChange={(event) => setTo(event.target.value)}
              />
            )}
          </FormField>
        </Box>
        <Box flex={{ base: '1 1 100%', md: '0 0 12rem' }}>
          <FormField label={<Trans>Key</Trans>}>
            {(control) => (
              <Select {...control} value={key} onChange={(event) => setKey(event.target.value)}>
                <option value="">{t`Any key`}</option>
                {MODES.map((mode) => (
                  <optgroup key={mode} label={modeName(mode)}>
                    {TONICS.map((tonic) => (
                      <option key={tonic} value={`${tonic} ${mode}`}>
                        {`${tonic} ${modeName(mode)}`}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </Select>
            )}
          </FormField>
        </Box>
        <Button type="submit" variant="outline">
          <Trans>Apply</Trans>
        </Button>
      </Flex>
      {error && (
        <Text role="alert" color="danger" fontSize="sm" mt="2">
          {error}
        </Text>
      )}
    </Box>
  );
}
