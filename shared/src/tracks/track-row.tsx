import { useLingui } from '@lingui/react/macro';
import { memo, type KeyboardEvent, type ReactNode } from 'react';
import { formatDuration } from '../i18n/format';
import type { Track } from '../schemas';
import type { TrackColumn } from './columns';
import { RowIconButton } from './row-controls';
import { RowWaveform } from './row-waveform';
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
  /** The detailed table: the description is shown whole. */
  details: boolean;
  /** In the pinned playlist, looked up once by the table. */
  inPinned: boolean;
  onPlay: (trackId: number) => void;
  onToggleVersions: (trackId: number) => void;
  /** Alt+↑/↓ on a reorderable row. */
  onKeyMove?: (trackId: number, step: -1 | 1) => void;
}

/**
 * One row of the table views. Memoised and fed plain booleans ("current", "playing", "in the pinned playlist"), so a
 * change of the playing track re-renders two rows and the player's time updates none. Plain cells with the table's
 * static classes: a row costs what its DOM costs.
 */
export const TrackRow = memo(function TrackRow(props: TrackRowProps) {
  const { t } = useLingui();
  const { track, columns, current, selected, onKeyMove } = props;
  const alternate = props.number === null;
  const cell = (column: TrackColumn): ReactNode => {
    switch (column) {
      case 'reorder':
        return alternate ? null : (
          <RowIconButton
            label={t`Reorder ${track.name}`}
            icon="menu"
            style={{ cursor: 'grab' }}
            data-drag-handle=""
            aria-describedby="track-table-reorder-help"
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
              <span className="rsm-tt-muted rsm-tt-version">{track.version}</span>
            )}
            {/* A phone has no room for the BPM and length columns: they are read under the title there. */}
            <span className="rsm-tt-muted rsm-tt-phone-facts">
              {/* A narrow title wraps between the facts, never inside one ("120 BPM", "2:30"). */}
              {track.bpm ? `${track.bpm}\u00a0BPM · ` : ''}
              {formatDuration(track.length)}
            </span>
          </>
        );
      case 'waveform':
        return <RowWaveform track={track} current={current} onPlay={props.onPlay} />;
      case 'version':
        return track.stem ? `STEM - ${track.version ?? ''}` : track.version;
      case 'description':
        // The short table clamps it to two lines (a row is already that tall); the detailed one shows it whole.
        return props.details || !track.description ? (
          track.description
        ) : (
          <span className="rsm-tt-clamp">{track.description}</span>
        );
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
        return <TrackActions track={track} inPinned={props.inPinned} />;
    }
  };

  const onKeyDown = onKeyMove
    ? (event: KeyboardEvent<HTMLTableRowElement>) => {
        if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
        // The drag handle moves its row with the arrows alone (a mouse-free drag); the focused row with Alt+arrows.
        const onHandle = (event.target as HTMLElement).hasAttribute('data-drag-handle');
        if (!onHandle && (event.target !== event.currentTarget || !event.altKey)) return;
        event.preventDefault();
        onKeyMove(track.id, event.key === 'ArrowUp' ? -1 : 1);
      }
    : undefined;

  return (
    <tr
      className="rsm-tt-row"
      data-track-id={track.id}
      data-sortable-item={alternate ? undefined : ''}
      data-alternate={alternate ? '' : undefined}
      data-highlight={current || selected ? '' : undefined}
      aria-current={current ? 'true' : undefined}
      tabIndex={onKeyMove && !alternate ? 0 : undefined}
      onKeyDown={alternate ? undefined : onKeyDown}
    >
      {columns.map((column) => (
        <td
          key={column}
          className={`rsm-tt-cell rsm-tt-${column}`}
          // The short description is cut to two lines; its whole text stays in the tooltip.
          title={column === 'description' && !props.details ? (track.description ?? undefined) : undefined}
        >
          {cell(column)}
        </td>
      ))}
    </tr>
  );
});
