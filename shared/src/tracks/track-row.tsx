import { useLingui } from '@lingui/react/macro';
import { memo, type KeyboardEvent, type ReactNode } from 'react';
import { formatDuration } from '../i18n/format';
import type { Track } from '../schemas';
import { IconButton } from '../ui/button';
import { MenuIcon } from '../ui/icons';
import { Box, Td } from '../ui/primitives';
import type { TrackColumn } from './columns';
import { TrackActions } from './track-actions';
import {
  AlbumLink,
  ComposerLinks,
  CoverLink,
  genres,
  PlayButton,
  TitleLink,
  VersionsToggle,
} from './track-cells';

export interface TrackRowProps {
  track: Track;
  /** The number shown in the # column, or null for an alternate. */
  number: number | null;
  columns: TrackColumn[];
  current: boolean;
  playing: boolean;
  selected: boolean;
  expanded: boolean;
  details: boolean;
  onPlay: (trackId: number) => void;
  onToggleVersions: (trackId: number) => void;
  /** Alt+↑/↓ on a reorderable row. */
  onKeyMove?: (trackId: number, step: -1 | 1) => void;
  onRemove?: (track: Track) => void;
  token?: string;
  viewingPlaylistUuid?: string;
}

/**
 * One row of the table views. Memoised, and fed plain booleans for "current" and "playing", so a change of the
 * playing track re-renders two rows and the player's time updates none.
 */
export const TrackRow = memo(function TrackRow(props: TrackRowProps) {
  const { t } = useLingui();
  const { track, columns, current, selected, onKeyMove } = props;
  const alternate = props.number === null;
  const cell = (column: TrackColumn): ReactNode => {
    switch (column) {
      case 'reorder':
        return alternate ? null : (
          <IconButton
            label={t`Reorder ${track.name}`}
            icon={<MenuIcon size={16} />}
            size="iconSm"
            cursor="grab"
            data-drag-handle=""
          />
        );
      case 'number':
        return props.number;
      case 'play':
        return <PlayButton track={track} current={current} playing={props.playing} onPlay={props.onPlay} />;
      case 'cover':
        return <CoverLink track={track} />;
      case 'title':
        return (
          <>
            <TitleLink track={track} />
            {alternate && track.version && (
              <Box as="span" color="muted" fontSize="sm" ml="2">
                {track.version}
              </Box>
            )}
          </>
        );
      case 'version':
        return track.stem ? `STEM - ${track.version ?? ''}` : track.version;
      case 'description':
        return track.description;
      case 'composers':
        return <ComposerLinks track={track} />;
      case 'album':
        return <AlbumLink track={track} />;
      case 'genre':
        return genres(track);
      case 'versions':
        return alternate ? null : (
          <VersionsToggle track={track} expanded={props.expanded} onToggle={props.onToggleVersions} />
        );
      case 'bpm':
        return track.bpm;
      case 'length':
        return formatDuration(track.length);
      case 'actions':
        return (
          <TrackActions
            track={track}
            token={props.token}
            viewingPlaylistUuid={props.viewingPlaylistUuid}
            onRemove={props.onRemove}
          />
        );
    }
  };

  const onKeyDown = onKeyMove
    ? (event: KeyboardEvent<HTMLTableRowElement>) => {
        if (event.target !== event.currentTarget) return;
        if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
        event.preventDefault();
        onKeyMove(track.id, event.key === 'ArrowUp' ? -1 : 1);
      }
    : undefined;

  return (
    <Box
      as="tr"
      data-track-id={track.id}
      data-sortable-item={alternate ? undefined : ''}
      aria-current={current ? 'true' : undefined}
      tabIndex={onKeyMove && !alternate ? 0 : undefined}
      onKeyDown={alternate ? undefined : onKeyDown}
      bg={current || selected ? 'brand.50' : alternate ? 'surface' : undefined}
      borderBottom="1px solid"
      borderColor="line"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '-2px' }}
    >
      {columns.map((column) => (
        <Td
          key={column}
          py="2"
          pr="3"
          verticalAlign="middle"
          fontSize={column === 'title' || column === 'number' ? undefined : 'sm'}
          color={column === 'number' || column === 'description' ? 'muted' : undefined}
          maxW={column === 'description' ? (props.details ? '28rem' : '18rem') : undefined}
          whiteSpace={column === 'description' && !props.details ? 'nowrap' : undefined}
          overflow={column === 'description' && !props.details ? 'hidden' : undefined}
          textOverflow={column === 'description' && !props.details ? 'ellipsis' : undefined}
          title={column === 'description' && !props.details ? (track.description ?? undefined) : undefined}
        >
          {cell(column)}
        </Td>
      ))}
    </Box>
  );
});
