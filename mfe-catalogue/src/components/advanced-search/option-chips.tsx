import { useLingui } from '@lingui/react/macro';
import { List, ListItem, RemovableChip } from '@rsm/shared';
import type { Option } from './advanced-search-form';

/** The values chosen in one row, each removable. */
export function OptionChips({ values, onRemove }: { values: Option[]; onRemove: (value: string) => void }) {
  const { t } = useLingui();
  if (values.length === 0) return null;
  return (
    <List display="flex" flexWrap="wrap" gap="1" mt="2">
      {values.map((option) => (
        <ListItem key={option.value}>
          <RemovableChip
            removeLabel={t`Remove ${option.label}`}
            onRemove={() => onRemove(option.value)}
            iconSize={12}
          >
            {option.label}
          </RemovableChip>
        </ListItem>
      ))}
    </List>
  );
}
