import { useLingui } from '@lingui/react/macro';
import { CloseIcon, Flex, IconButton, List, ListItem, Span } from '@rsm/shared';
import type { Option } from './advanced-search-form';

/** The values chosen in one row, each removable. */
export function OptionChips({ values, onRemove }: { values: Option[]; onRemove: (value: string) => void }) {
  const { t } = useLingui();
  if (values.length === 0) return null;
  return (
    <List display="flex" flexWrap="wrap" gap="1" mt="2">
      {values.map((option) => (
        <ListItem key={option.value}>
          <Flex alignItems="center" gap="1" bg="brand.50" borderRadius="full" pl="3" fontSize="sm">
            <Span>{option.label}</Span>
            <IconButton
              size="iconSm"
              label={t`Remove ${option.label}`}
              icon={<CloseIcon size={12} />}
              onClick={() => onRemove(option.value)}
            />
          </Flex>
        </ListItem>
      ))}
    </List>
  );
}
