import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Flex, Input, List, ListItem, Stack, Text, type Composer } from '@rsm/shared';
import { useEffect, useId, useState } from 'react';
import { useComposerSearch } from '../api/search-composers';

/** Finds composers by name (250 ms after typing stops, spec §5) and adds one as composer or lyricist. */
export function WriterSearch({
  onAdd,
}: {
  onAdd: (composer: Composer, role: 'composer' | 'lyricist') => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useComposerSearch(q);
  const found = q.length >= 2 ? (search.data?.composers ?? []) : [];
  const name = (composer: Composer) => `${composer.first_name} ${composer.last_name}`;

  return (
    <Stack gap="2">
      <Box asChild fontWeight="600" fontSize="sm">
        <label htmlFor={id}>
          <Trans>Find a composer or lyricist</Trans>
        </label>
      </Box>
      <Input
        id={id}
        type="search"
        value={text}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
      />
      {q.length >= 2 && !search.isPending && found.length === 0 && (
        <Text color="muted" fontSize="sm">
          <Trans>No results</Trans>
        </Text>
      )}
      {found.length > 0 && (
        <List aria-label={t`Matching composers`}>
          {found.map((composer) => (
            <ListItem key={composer.id} py="1" borderBottom="1px solid" borderColor="line">
              <Flex alignItems="center" gap="2" flexWrap="wrap">
                <Text flex="1">{name(composer)}</Text>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t`Add ${name(composer)} as composer`}
                  onClick={() => onAdd(composer, 'composer')}
                >
                  <Trans>As composer</Trans>
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t`Add ${name(composer)} as lyricist`}
                  onClick={() => onAdd(composer, 'lyricist')}
                >
                  <Trans>As lyricist</Trans>
                </Button>
              </Flex>
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
