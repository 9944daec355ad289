import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { IconButton } from '../ui/button';
import { CardIcon, GridIcon, ListIcon, TableIcon } from '../ui/icons';
import { Flex } from '../ui/primitives';
import type { TrackView } from './view-mode';

/** One named toggle button per allowed view; the active one is pressed. */
export function ViewSwitcher({
  views,
  view,
  onChange,
}: {
  views: readonly TrackView[];
  view: TrackView;
  onChange: (view: TrackView) => void;
}) {
  const { t } = useLingui();
  const meta: Record<TrackView, { label: string; icon: ReactNode }> = {
    grid: { label: t`Grid view`, icon: <GridIcon size={18} /> },
    tabelar: { label: t`Table view`, icon: <ListIcon size={18} /> },
    card: { label: t`Card view`, icon: <CardIcon size={18} /> },
    'tabelar-details': { label: t`Detailed table view`, icon: <TableIcon size={18} /> },
  };
  return (
    <Flex role="group" aria-label={t`View`} gap="1">
      {views.map((option) => (
        <IconButton
          key={option}
          label={meta[option].label}
          icon={meta[option].icon}
          size="iconSm"
          pressed={view === option}
          bg={view === option ? 'brand.50' : undefined}
          color={view === option ? 'brand.700' : undefined}
          onClick={() => onChange(option)}
        />
      ))}
    </Flex>
  );
}
