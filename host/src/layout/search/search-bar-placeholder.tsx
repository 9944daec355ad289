import { useLingui } from '@lingui/react/macro';
import { Box, Flex, Input, paths, SearchIcon, IconButton, useNavigate } from '@rsm/shared';

/**
 * Stands in for the catalogue's search bar until the user shows an intent to search (pointer over it, focus, a
 * key), so the first view of a page does not download the search code. It already searches on Enter, so a user
 * who types before the real bar arrives loses nothing.
 */
export function SearchBarPlaceholder({
  value,
  onChange,
  onIntent,
  autoFocus = false,
}: {
  value: string;
  /** Set when it stands in again while the real bar loads, so the typing goes on where it was. */
  autoFocus?: boolean;
  onChange: (value: string) => void;
  onIntent: (withFocus: boolean) => void;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const text = value.trim();
  return (
    <Flex
      as="form"
      role="search"
      gap="2"
      alignItems="center"
      onPointerEnter={() => onIntent(false)}
      onSubmit={(event) => {
        event.preventDefault();
        if (text) navigate(paths.search({ text: [text] }));
      }}
    >
      <Box flex="1">
        <Input
          w="full"
          type="search"
          aria-label={t`Search tracks`}
          placeholder={t`Search tracks`}
          value={value}
          autoFocus={autoFocus}
          onFocus={() => onIntent(true)}
          onChange={(event) => onChange(event.target.value)}
        />
      </Box>
      <IconButton type="submit" label={t`Search`} icon={<SearchIcon />} disabled={!text} />
    </Flex>
  );
}
