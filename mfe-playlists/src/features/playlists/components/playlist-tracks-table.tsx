import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import {
  $currentItem,
  $playing,
  Box,
  EmptyState,
  formatDuration,
  IconButton,
  MenuIcon,
  PauseIcon,
  paths,
  PlayIcon,
  playList,
  RouterLink,
  Table,
  trackToPlayable,
  TrashIcon,
  type PlayableItem,
  type Track,
} from '@rsm/shared';
import { useMemo } from 'react';
import { useTrackReorder } from '../hooks/use-track-reorder';

interface PlaylistTracksTableProps {
  tracks: Track[];
  /** Number of the first row: the tracks of earlier pages come before it. */
  offset: number;
  onMove: (from: number, to: number) => void;
  onRemove: (track: Track) => void;
}

const composers = (track: Track) =>
  track.composers.map((composer) => `${composer.first_name} ${composer.last_name}`).join(', ');

/**
 * A playlist's tracks (spec §2.6: #, Title, Description, Album, Genre, Composers, Ver., BPM, Length). Playing a row
 * queues the page in order; a row moves by dragging its handle or by Alt+↑/↓ while it has focus.
 */
export function PlaylistTracksTable({ tracks, offset, onMove, onRemove }: PlaylistTracksTableProps) {
  const { t } = useLingui();
  const current = useStore($currentItem);
  const playing = useStore($playing);
  const reorder = useTrackReorder(tracks, onMove);
  const items = useMemo(
    () => tracks.map(trackToPlayable).filter((item): item is PlayableItem => item !== null),
    [tracks],
  );

  if (tracks.length === 0) return <EmptyState />;
  return (
    <Box overflowX="auto">
      <Table
        aria-describedby="playlist-tracks-help"
        css={{ '& th, & td': { py: '2', pr: '3', textAlign: 'left', verticalAlign: 'middle' } }}
      >
        <thead>
          <Box as="tr" color="muted" fontSize="sm" borderBottom="1px solid" borderColor="line">
            <th scope="col">
              <Box srOnly>
                <Trans>Reorder</Trans>
              </Box>
            </th>
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
              <Trans>Description</Trans>
            </th>
            <th scope="col">
              <Trans>Album</Trans>
            </th>
            <th scope="col">
              <Trans>Genre</Trans>
            </th>
            <th scope="col">
              <Trans>Composers</Trans>
            </th>
            <th scope="col">
              <Trans>Ver.</Trans>
            </th>
            <th scope="col">
              <Trans>BPM</Trans>
            </th>
            <th scope="col">
              <Trans>Length</Trans>
            </th>
            <th scope="col">
              <Box srOnly>
                <Trans>Remove</Trans>
              </Box>
            </th>
          </Box>
        </thead>
        <tbody>
          {tracks.map((track, index) => {
            const isCurrent = current?.id === `track-${track.id}`;
            const itemIndex = items.findIndex((item) => item.id === `track-${track.id}`);
            const { ref, ...rowProps } = reorder.rowProps(index);
            return (
              <Box
                as="tr"
                key={track.id}
                ref={ref}
                {...rowProps}
                bg={isCurrent ? 'brand.50' : undefined}
                opacity={reorder.dragging === index ? 0.5 : 1}
                borderBottom="1px solid"
                borderColor="line"
                borderTop={reorder.over === index && reorder.dragging !== index ? '2px solid' : undefined}
                borderTopColor="brand.600"
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '-2px' }}
              >
                <td>
                  <IconButton
                    label={t`Reorder ${track.name}`}
                    icon={<MenuIcon size={16} />}
                    size="iconSm"
                    cursor="grab"
                    {...reorder.handleProps(index)}
                  />
                </td>
                <Box as="td" color="muted">
                  {offset + index + 1}
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
                <td>
                  <RouterLink to={paths.track(track.id)} fontWeight="600" color="ink">
                    {track.name}
                  </RouterLink>
                </td>
                <Box as="td" fontSize="sm" color="muted" maxW="20rem">
                  {track.description}
                </Box>
                <Box as="td" fontSize="sm">
                  <RouterLink to={paths.albums.detail(track.album.uuid)}>{track.album.name}</RouterLink>
                </Box>
                <Box as="td" fontSize="sm">
                  {track.genres.map((genre) => genre.name).join(', ')}
                </Box>
                <Box as="td" fontSize="sm">
                  {composers(track)}
                </Box>
                <Box as="td" fontSize="sm">
                  {track.version}
                </Box>
                <td>{track.bpm}</td>
                <td>{formatDuration(track.length)}</td>
                <td>
                  <IconButton
                    label={t`Remove ${track.name}`}
                    icon={<TrashIcon />}
                    size="iconSm"
                    onClick={() => onRemove(track)}
                  />
                </td>
              </Box>
            );
          })}
        </tbody>
      </Table>
      <Box id="playlist-tracks-help" srOnly>
        <Trans>To move a track, focus its row and press Alt with the up or down arrow.</Trans>
      </Box>
    </Box>
  );
}
