import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Flex, Input, paths, useNavigate, type SearchQuery } from '@rsm/shared';
import { useState } from 'react';
import { withText } from '../search-query';

/** The search box; submitting writes the text into the URL, which drives the results. */
export function SearchForm({ query }: { query: SearchQuery }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const current = query.text?.join(' ') ?? '';
  const [text, setText] = useState(current);
  const [seen, setSeen] = useState(current);
  // Follow the URL when it changes under us (a chip removed, back button), without an effect.
  if (seen !== current) {
    setSeen(current);
    setText(current);
  }
  return (
    <Flex
      as="form"
      role="search"
      gap="2"
      mb="4"
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        void navigate(paths.search(withText(query, text)));
      }}
    >
      <Input
        type="text"
        aria-label={t`Search`}
        placeholder={t`Search tracks`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        flex="1"
      />
      <Button type="submit">
        <Trans>Search</Trans>
      </Button>
    </Flex>
  );
}
