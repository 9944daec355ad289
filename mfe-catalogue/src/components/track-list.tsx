import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import {
  $currentItem,
  $playing,
  Box,
  EmptyState,
  formatDuration,
  IconButton,
  PauseIcon,
  PlayIcon,
  playList,
  Table,
  trackToPlayable,
  type PlayableItem,
  type Track,
} from '@rsm/shared';
import { useMemo } from 'react';

/** A list of tracks; playing one queues the whole list in order, so next and previous walk it. */
export function TrackList({ tracks }: { tracks: Track[] }) {
  const { t } = useLingui();
  const current = useStore($currentItem);
  const playing = useStore($playing);
  const items = useMemo(
    () => tracks.map(trackToPlayable).filter((item): item is PlayableItem => item !== null),
    [tracks],
  );

  if (tracks.length === 0) return <EmptyState />;
  return (
    <Table>
      <thead>
        <Box as="tr" textAlign="left" color="muted" fontSize="sm">
          <th scope="col">#</th>
          <th scope="col">
            <Box srOnly>
              <Trans>Play</Trans>
            </Box>
          </th>
          <th scope="col">
            <Trans>Title</Trans>
          </th>
          <th scope="col">
            <Trans>Composers</Trans>
          </th>
          <th scope="col">
            <Trans>BPM</Trans>
          </th>
          <th scope="col">
            <Trans>Length</Trans>
          </th>
        </Box>
      </thead>
      <tbody>
        {tracks.map((track, index) => {
          const isCurrent = current?.id === `track-${track.id}`;
          const itemIndex = items.findIndex((item) => item.id === `track-${track.id}`);
          return (
            <Box
              as="tr"
              key={track.id}
              bg={isCurrent ? 'brand.50' : undefined}
              borderBottom="1px solid"
              borderColor="line"
            >
              <Box as="td" py="2" pr="3" color="muted">
                {index + 1}
              </Box>
              <td>
                <IconButton
                  label={isCurrent && playing ? t`Pause ${track.name}` : t`Play ${track.name}`}
                  icon={isCurrent && playing ? <PauseIcon /> : <PlayIcon />}
                  size="iconSm"
                  disabled={itemIndex < 0}
                  onClick={() => playList(items, itemIndex)}
                />
              </td>
              <Box as="td" fontWeight="600">
                {track.name}
                {track.version && (
                  <Box as="span" color="muted" fontWeight="400" ml="2" fontSize="sm">
                    {track.version}
                  </Box>
                )}
              </Box>
              <Box as="td" fontSize="sm">
                {track.composers.map((composer) => `${composer.first_name} ${composer.last_name}`).join(', ')}
              </Box>
              <td>{track.bpm}</td>
              <td>{formatDuration(track.length)}</td>
            </Box>
          );
        })}
      </tbody>
    </Table>
  );
}
