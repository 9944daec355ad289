import { ph } from '@lingui/core/macro';
import { Select } from '@lingui/react/macro';
import { formatCount, pluralForm } from '../i18n/format';

/** How many tracks a playlist, a label or a list holds: "1 track", "1,234 tracks", in the reader's language. */
export function TrackCount({ count }: { count: number }) {
  return (
    <Select
      value={pluralForm(count)}
      _one={`${ph({ count: formatCount(count) })} track`}
      other={`${ph({ count: formatCount(count) })} tracks`}
    />
  );
}
