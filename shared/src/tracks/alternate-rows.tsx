import { Trans } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useCallback, useContext, useMemo } from 'react';
import { playableItems } from '../bus/playable-item';
import { $currentItem, $playing, playList } from '../bus/player-store';
import type { Track } from '../schemas';
import { Skeleton } from '../ui/states';
import { useTrackAlternatives } from './api/get-track-alternatives';
import type { TrackColumn } from './columns';
import { PinnedMembersContext } from './row-environment';
import { TrackRow } from './track-row';

const noop = () => undefined;

/** A track's alternate versions, inline under its row: skeleton rows while they load. */
export function AlternateRows({
  track,
  columns,
  details,
}: {
  track: Track;
  columns: TrackColumn[];
  details: boolean;
}) {
  const alternatives = useTrackAlternatives(track.id, true);
  const current = useStore($currentItem);
  const playing = useStore($playing);
  const members = useContext(PinnedMembersContext);
  const tracks = alternatives.data?.tracks;
  const items = useMemo(() => playableItems(tracks ?? []), [tracks]);
  const onPlay = useCallback(
    (trackId: number) => {
      const index = items.findIndex((item) => item.trackId === trackId);
      if (index >= 0) playList(items, index);
    },
    [items],
  );

  if (alternatives.isPending) {
    return (
      <>
        {Array.from({ length: Math.min(track.alternative_tracks_count, 3) }, (_, index) => (
          <tr key={index} aria-busy="true">
            <td colSpan={columns.length} className="rsm-tt-cell">
              <Skeleton h="6" />
            </td>
          </tr>
        ))}
      </>
    );
  }
  if (alternatives.isError || !tracks?.length) {
    return (
      <tr>
        <td colSpan={columns.length} className="rsm-tt-cell rsm-tt-muted">
          {alternatives.isError ? (
            <Trans>The versions of this track could not be loaded.</Trans>
          ) : (
            <Trans>No items to show here yet.</Trans>
          )}
        </td>
      </tr>
    );
  }
  return (
    <>
      {tracks.map((alternate) => {
        const isCurrent = current?.id === `track-${alternate.id}`;
        return (
          <TrackRow
            key={alternate.id}
            track={alternate}
            number={null}
            columns={columns}
            current={isCurrent}
            playing={isCurrent && playing}
            selected={false}
            expanded={false}
            details={details}
            inPinned={members.has(alternate.id)}
            onPlay={onPlay}
            onToggleVersions={noop}
          />
        );
      })}
    </>
  );
}
