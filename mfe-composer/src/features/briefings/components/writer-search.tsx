import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Input, List, Stack, Text, type Composer } from '@rsm/shared';
import { useEffect, useId, useState } from 'react';
import { useComposerSearch } from '../api/search-composers';
import { WriterOption } from './writer-option';

/**
 * Offers the composer's own catalogue names first, then finds others by name (250 ms after typing stops);
 * each is added as composer or lyricist.
 */
export function WriterSearch({
  own,
  onAdd,
}: {
  /** The signed-in composer's own catalogue names. */
  own: Composer[];
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
  const ownIds = new Set(own.map((composer) => composer.id));
  const found = q.length >= 2 ? (search.data?.composers ?? []).filter((c) => !ownIds.has(c.id)) : [];
  const foundOwn = q.length >= 2 ? (search.data?.composers ?? []).some((c) => ownIds.has(c.id)) : false;

  return (
    <Stack gap="2">
      {own.length > 0 && (
        <List aria-label={t`Your names as a writer`}>
          {own.map((composer) => (
            <WriterOption key={composer.id} composer={composer} note={<Trans>(you)</Trans>} onAdd={onAdd} />
          ))}
        </List>
      )}
      <Box asChild fontWeight="600" fontSize="sm">
        <label htmlFor={id}>
          <Trans>Find a co-writer: composer or lyricist</Trans>
        </label>
      </Box>
      <Input
        id={id}
        type="search"
        value={text}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
      />
      {q.length >= 2 && !search.isPending && found.length === 0 && !foundOwn && (
        <Text color="muted" fontSize="sm">
          <Trans>No results</Trans>
        </Text>
      )}
      {found.length > 0 && (
        <List aria-label={t`Matching composers`}>
          {found.map((composer) => (
            <WriterOption key={composer.id} composer={composer} onAdd={onAdd} />
          ))}
        </List>
      )}
    </Stack>
  );
}
