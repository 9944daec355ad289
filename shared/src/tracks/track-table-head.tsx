import { useLingui } from '@lingui/react/macro';
import { Box, Th } from '../ui/primitives';
import type { TrackColumn, TrackColumnPreset } from './columns';

/** The column headers; columns holding only buttons are named for screen readers alone. */
export function TrackTableHead({ columns, preset }: { columns: TrackColumn[]; preset: TrackColumnPreset }) {
  const { t } = useLingui();
  const labels: Record<TrackColumn, { text: string; hidden?: boolean }> = {
    reorder: { text: t`Reorder`, hidden: true },
    number: { text: '#' },
    play: { text: t`Play`, hidden: true },
    cover: { text: t`Cover`, hidden: true },
    title: { text: t`Title` },
    waveform: { text: t`Waveform`, hidden: true },
    version: { text: preset === 'playlist' ? t`Ver.` : t`Version` },
    description: { text: t`Description` },
    composers: { text: t`Composers` },
    album: { text: t`Album` },
    genre: { text: t`Genre` },
    versions: { text: t`Versions` },
    bpm: { text: t`BPM` },
    length: { text: t`Length` },
    actions: { text: t`Actions`, hidden: true },
  };
  return (
    <thead>
      <Box as="tr" color="muted" fontSize="sm" layerStyle="divider.bottom" textAlign="left">
        {columns.map((column) => (
          <Th scope="col" key={column} className={`rsm-tt-${column}`}>
            {labels[column].hidden ? <Box srOnly>{labels[column].text}</Box> : labels[column].text}
          </Th>
        ))}
      </Box>
    </thead>
  );
}
