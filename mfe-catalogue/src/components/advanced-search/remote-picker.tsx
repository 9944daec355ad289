import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Input, List, ListItem, Text, useDebouncedValue } from '@rsm/shared';
import { useState } from 'react';
import type { Option } from './advanced-search-form';
import { useNameSearch, type NameSearchKind } from './api/search-by-name';

/** The composer and keyword pickers search remotely 250 ms after typing stops. */
export const PICKER_DEBOUNCE_MS = 250;

function useRemoteOptions(kind: NameSearchKind, q: string): { options: Option[]; loading: boolean } {
  const composers = useNameSearch('composers', q, kind === 'composers' && q !== '');
  const keywords = useNameSearch('keywords', q, kind === 'keywords' && q !== '');
  if (kind === 'composers') {
    const names = (composers.data?.composers ?? []).map((c) => `${c.first_name} ${c.last_name}`.trim());
    return { options: names.map((name) => ({ value: name, label: name })), loading: composers.isFetching };
  }
  const names = (keywords.data?.keywords ?? []).map((keyword) => keyword.name);
  return { options: names.map((name) => ({ value: name, label: name })), loading: keywords.isFetching };
}

/** Searches composers or keywords on the server as the user types; each result can be added as a chip. */
export function RemotePicker({
  kind,
  label,
  values,
  onAdd,
}: {
  kind: NameSearchKind;
  label: string;
  values: Option[];
  onAdd: (option: Option) => void;
}) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), PICKER_DEBOUNCE_MS);
  const { options, loading } = useRemoteOptions(kind, q);
  const chosen = new Set(values.map((option) => option.value));
  const offered = q ? options.filter((option) => !chosen.has(option.value)) : [];
  return (
    <Box>
      <Input
        type="search"
        w="full"
        aria-label={label}
        placeholder={t`Type to search`}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {q && !loading && offered.length === 0 && (
        <Text fontSize="sm" color="muted" mt="1">
          <Trans>No options</Trans>
        </Text>
      )}
      {offered.length > 0 && (
        <List display="flex" flexWrap="wrap" gap="1" mt="2" aria-label={t`Matching ${label}`}>
          {offered.map((option) => (
            <ListItem key={option.value}>
              <Button
                variant="outline"
                size="sm"
                aria-label={t`Add ${option.label}`}
                onClick={() => {
                  onAdd(option);
                  setText('');
                }}
              >
                + {option.label}
              </Button>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
