import { Trans } from '@lingui/react/macro';
import { Box, List, ListItem, RouterLink, Text } from '@rsm/shared';
import { useId, type ReactNode } from 'react';

export interface SuggestionLink {
  key: string;
  label: string;
  to: string;
  onChoose?: () => void;
}

/** One titled group of the suggestion panel; 'No results' when it has nothing (spec §2.5). */
export function SuggestionGroup({
  title,
  links,
  onChoose,
}: {
  title: ReactNode;
  links: SuggestionLink[];
  onChoose: () => void;
}) {
  const titleId = useId();
  return (
    <Box as="section" aria-labelledby={titleId} minW="0">
      <Text id={titleId} fontSize="xs" fontWeight="700" textTransform="uppercase" color="muted" mb="1">
        {title}
      </Text>
      {links.length === 0 ? (
        <Text fontSize="sm" color="muted">
          <Trans>No results</Trans>
        </Text>
      ) : (
        <List>
          {links.map((link) => (
            <ListItem key={link.key}>
              <RouterLink
                to={link.to}
                display="block"
                py="1"
                px="1"
                fontSize="sm"
                borderRadius="sm"
                truncate
                _hover={{ bg: 'surface' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}
                onClick={() => {
                  link.onChoose?.();
                  onChoose();
                }}
              >
                {link.label}
              </RouterLink>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
