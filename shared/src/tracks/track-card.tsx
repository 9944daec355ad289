import { memo } from 'react';
import { formatDuration } from '../i18n/format';
import { AlternateRows } from './alternate-rows';
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
import type { TrackRowProps } from './track-row';

const ALTERNATE_COLUMNS: TrackColumn[] = ['play', 'title', 'bpm', 'length', 'actions'];

/**
 * A track in the grid and card views: the same parts as a row, laid out as a tile (grid) or a wide card by the
 * list's layout (track-table-styles).
 */
export const TrackCard = memo(function TrackCard(props: TrackRowProps & { grid: boolean }) {
  const { track, current, selected, grid } = props;
  return (
    <li
      className="rsm-tt-card"
      data-track-id={track.id}
      data-highlight={current || selected ? '' : undefined}
      aria-current={current ? 'true' : undefined}
    >
      <div className="rsm-tt-card-body">
        <div className="rsm-tt-card-lead">
          {props.number !== null && <p className="rsm-tt-muted rsm-tt-card-number">{props.number}</p>}
          <CoverLink track={track} size={grid ? '16' : '14'} />
          <PlayButton track={track} current={current} playing={props.playing} onPlay={props.onPlay} />
        </div>
        <div className="rsm-tt-card-main">
          <TitleLink track={track} />
          {track.version && <span className="rsm-tt-muted rsm-tt-version">{track.version}</span>}
          <p>
            <ComposerLinks track={track} />
          </p>
          <p className="rsm-tt-muted">
            <AlbumLink track={track} /> · {genres(track)} · {track.bpm ?? '–'} BPM ·{' '}
            {formatDuration(track.length)}
          </p>
          {!grid && track.description && (
            <p className="rsm-tt-muted rsm-tt-card-description">{track.description}</p>
          )}
        </div>
        <div className="rsm-tt-card-tail">
          <VersionsToggle track={track} expanded={props.expanded} onToggle={props.onToggleVersions} />
          <TrackActions track={track} inPinned={props.inPinned} />
        </div>
      </div>
      {props.expanded && (
        <table className="rsm-tt-table rsm-tt-card-alternates">
          <tbody>
            <AlternateRows track={track} columns={ALTERNATE_COLUMNS} details={false} />
          </tbody>
        </table>
      )}
    </li>
  );
});
