import { memo } from 'react';
import { formatDuration } from '../i18n/format';
import { Box, Flex, ListItem, Table, Text } from '../ui/primitives';
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

/** A track in the grid and card views: the same parts as a row, laid out as a tile (grid) or a wide card. */
export const TrackCard = memo(function TrackCard(props: TrackRowProps & { layout: 'grid' | 'card' }) {
  const { track, current, selected, layout } = props;
  const grid = layout === 'grid';
  return (
    <ListItem
      data-track-id={track.id}
      aria-current={current ? 'true' : undefined}
      border="1px solid"
      borderColor={current || selected ? 'brand.500' : 'line'}
      bg={current || selected ? 'brand.50' : 'white'}
      borderRadius="md"
      p="3"
    >
      <Flex gap="3" flexDirection={grid ? 'column' : 'row'} alignItems={grid ? 'stretch' : 'center'}>
        <Flex gap="3" alignItems="center">
          {props.number !== null && (
            <Text color="muted" fontSize="sm" minW="6">
              {props.number}
            </Text>
          )}
          <CoverLink track={track} size={grid ? '16' : '14'} />
          <PlayButton track={track} current={current} playing={props.playing} onPlay={props.onPlay} />
        </Flex>
        <Box flex="1" minW="0">
          <TitleLink track={track} />
          {track.version && (
            <Text as="span" color="muted" fontSize="sm" ml="2">
              {track.version}
            </Text>
          )}
          <Text fontSize="sm">
            <ComposerLinks track={track} />
          </Text>
          <Text fontSize="sm" color="muted">
            <AlbumLink track={track} /> · {genres(track)} · {track.bpm ?? '–'} BPM ·{' '}
            {formatDuration(track.length)}
          </Text>
          {!grid && track.description && (
            <Text fontSize="sm" color="muted" mt="1">
              {track.description}
            </Text>
          )}
        </Box>
        <Flex gap="2" alignItems="center" justifyContent="space-between" flexWrap="wrap">
          <VersionsToggle track={track} expanded={props.expanded} onToggle={props.onToggleVersions} />
          <TrackActions
            track={track}
            token={props.token}
            viewingPlaylistUuid={props.viewingPlaylistUuid}
            onRemove={props.onRemove}
          />
        </Flex>
      </Flex>
      {props.expanded && (
        <Table mt="2">
          <tbody>
            <AlternateRows
              track={track}
              columns={ALTERNATE_COLUMNS}
              details={false}
              token={props.token}
              viewingPlaylistUuid={props.viewingPlaylistUuid}
            />
          </tbody>
        </Table>
      )}
    </ListItem>
  );
});
