import { useLingui } from '@lingui/react/macro';
import { Box, Flex, IconButton, Input, TrashIcon } from '@rsm/shared';
import {
  categoriesFor,
  TEXT_CATEGORIES,
  withCategory,
  type Category,
  type Row,
} from './advanced-search-form';
import { CATEGORY_LABELS } from './category-label';
import type { LookupTable } from './api/get-lookup';
import { LookupPicker } from './lookup-picker';
import { OptionChips } from './option-chips';
import { RemotePicker } from './remote-picker';

interface AdvancedSearchRowProps {
  rows: Row[];
  index: number;
  removable: boolean;
  onChange: (row: Row) => void;
  onRemove: () => void;
}

/** One criterion: a category and its values. */
export function AdvancedSearchRow({ rows, index, removable, onChange, onRemove }: AdvancedSearchRowProps) {
  const { t, i18n } = useLingui();
  const row = rows[index]!;
  const label = i18n._(CATEGORY_LABELS[row.category]);
  const position = index + 1;
  const add = (option: { value: string; label: string }) =>
    onChange({ ...row, values: [...row.values, option] });
  const remove = (value: string) =>
    onChange({ ...row, values: row.values.filter((option) => option.value !== value) });
  const isText = TEXT_CATEGORIES.includes(row.category);
  return (
    <Box as="fieldset" layerStyle="outline" p="3">
      <Flex gap="2" alignItems="flex-start" flexWrap="wrap">
        <Input
          as="select"
          aria-label={t`Category of row ${position}`}
          value={row.category}
          w={{ base: 'full', sm: '12rem' }}
          onChange={(event) => onChange(withCategory(row, event.target.value as Category))}
        >
          {categoriesFor(rows, index).map((category) => (
            <option key={category} value={category}>
              {i18n._(CATEGORY_LABELS[category])}
            </option>
          ))}
        </Input>
        <Box flex="1" minW="12rem">
          {isText ? (
            <Input
              type="text"
              w="full"
              aria-label={label}
              value={row.values[0]?.value ?? ''}
              onChange={(event) => {
                const value = event.target.value;
                onChange({ ...row, values: value ? [{ value, label: value }] : [] });
              }}
            />
          ) : row.category === 'composers' || row.category === 'keywords' ? (
            <RemotePicker kind={row.category} label={label} values={row.values} onAdd={add} />
          ) : (
            <LookupPicker table={row.category as LookupTable} label={label} values={row.values} onAdd={add} />
          )}
          {!isText && <OptionChips values={row.values} onRemove={remove} />}
        </Box>
        {removable && (
          <IconButton label={t`Remove row ${position}`} icon={<TrashIcon />} onClick={onRemove} />
        )}
      </Flex>
    </Box>
  );
}
