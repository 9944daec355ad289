import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import {
  $currentItem,
  $playing,
  formatDuration,
  IconButton,
  PauseIcon,
  PlayIcon,
  playList,
  type PlayableItem,
  Table,
  Tbody,
  Td,
  Th,
  Thead,
  Tr,
  trackToPlayable,
  type Track,
} from '@rsm/shared';
import { Trans } from '@lingui/react/macro';

/** The playable items of a page of tracks; tracks without audio are left out of the queue. */
const playables = (tracks: Track[]) =>
  tracks.map(trackToPlayable).filter((item): item is PlayableItem => item !== null);

/**
 * A shared playlist's tracks for whoever holds its link: play any of them (the page becomes the queue), no editing.
 */
export function SharedTracksTable({ tracks, offset = 0 }: { tracks: Track[]; offset?: number }) {
  const { t } = useLingui();
  const current = useStore($currentItem);
  const playing = useStore($playing);
  const items = playables(tracks);
  return (
    <Table>
      <Thead>
        <Tr>
          <Th>#</Th>
          <Th>
            <Trans>Play</Trans>
          </Th>
          <Th>
            <Trans>Title</Trans>
          </Th>
          <Th>
            <Trans>Album</Trans>
          </Th>
          <Th>
            <Trans>Length</Trans>
          </Th>
        </Tr>
      </Thead>
      <Tbody>
        {tracks.map((track, index) => {
          const itemIndex = items.findIndex((item) => item.trackId === track.id);
          const isPlaying = playing && current?.trackId === track.id;
          return (
            <Tr
              key={track.id}
              borderTop="1px solid"
              borderColor="line"
              bg={current?.trackId === track.id ? 'brand.50' : undefined}
            >
              <Td color="muted">{offset + index + 1}</Td>
              <Td>
                <IconButton
                  label={isPlaying ? t`Pause ${track.name}` : t`Play ${track.name}`}
                  icon={isPlaying ? <PauseIcon size={16} /> : <PlayIcon size={16} />}
                  size="iconSm"
                  disabled={itemIndex < 0}
                  onClick={() => playList(items, itemIndex)}
                />
              </Td>
              <Td fontWeight="600">{track.name}</Td>
              <Td>{track.album.name}</Td>
              <Td>{formatDuration(track.length)}</Td>
            </Tr>
          );
        })}
      </Tbody>
    </Table>
  );
}
