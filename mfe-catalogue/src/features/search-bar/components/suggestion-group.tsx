import { Trans, useLingui } from '@lingui/react/macro';
import { Box, RouterLink, Text } from '@rsm/shared';
import { useId } from 'react';
import type { SuggestionOptionGroup } from '../suggestion-options';

/**
 * One titled group of the suggestion listbox; 'No results' when it has nothing. Its options are links
 * (a click opens them) that the combobox makes active with the arrow keys; they are never focused themselves.
 */
export function SuggestionGroup({
  group,
  activeId,
  onChoose,
}: {
  group: SuggestionOptionGroup;
  activeId: string | null;
  onChoose: () => void;
}) {
  const { i18n } = useLingui();
  const titleId = useId();
  return (
    <Box role="group" aria-labelledby={titleId} minW="0">
      <Text
        id={titleId}
        role="presentation"
        fontSize="xs"
        fontWeight="700"
        textTransform="uppercase"
        color="muted"
        mb="1"
      >
        {i18n._(group.title)}
      </Text>
      {group.options.length === 0 ? (
        <Text role="presentation" fontSize="sm" color="muted">
          <Trans>No results</Trans>
        </Text>
      ) : (
        group.options.map((option) => (
          <RouterLink
            key={option.id}
            id={option.id}
            to={option.to}
            role="option"
            aria-selected={option.id === activeId}
            tabIndex={-1}
            display="block"
            py="1"
            px="1"
            fontSize="sm"
            borderRadius="sm"
            truncate
            _hover={{ bg: 'surface' }}
            _selected={{
              bg: 'brand.50',
              outline: '2px solid',
              outlineColor: 'brand.500',
              outlineOffset: '-2px',
            }}
            onClick={() => {
              option.onChoose?.();
              onChoose();
            }}
          >
            {option.label}
          </RouterLink>
        ))
      )}
    </Box>
  );
}
