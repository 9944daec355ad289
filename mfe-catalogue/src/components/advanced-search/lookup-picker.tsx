import { useLingui } from '@lingui/react/macro';
import { Input } from '@rsm/shared';
import type { Option } from './advanced-search-form';
import { useLookup, type LookupTable } from './api/get-lookup';

/** Picks values of a lookup list (genres, moods, tempos, instruments, labels); each choice becomes a chip. */
export function LookupPicker({
  table,
  label,
  values,
  onAdd,
}: {
  table: LookupTable;
  label: string;
  values: Option[];
  onAdd: (option: Option) => void;
}) {
  const { t } = useLingui();
  const lookup = useLookup(table);
  const chosen = new Set(values.map((option) => option.value));
  return (
    <Input
      as="select"
      aria-label={label}
      w="full"
      value=""
      disabled={!lookup.data}
      onChange={(event) => {
        const name = event.target.value;
        if (name) onAdd({ value: name, label: name });
      }}
    >
      <option value="">{lookup.isPending ? t`Loading…` : t`Choose…`}</option>
      {(lookup.data ?? [])
        .filter((item) => !chosen.has(item.name))
        .map((item) => (
          <option key={item.id} value={item.name}>
            {item.name}
          </option>
        ))}
    </Input>
  );
}
