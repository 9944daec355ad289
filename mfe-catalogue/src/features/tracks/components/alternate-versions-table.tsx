import { Trans, useLingui } from '@lingui/react/macro';
import {
  AddToPlaylistButton,
  CELL_ABOVE_PHONE,
  DownloadButton,
  EmptyState,
  ErrorState,
  Flex,
  formatDuration,
  IconButton,
  InfoIcon,
  LoadingState,
  openTrackDetails,
  RouterLink,
  paths,
  Table,
  TableHead,
  Text,
  Tbody,
  Td,
  QueuePlayButton,
  trackDownloads,
  trackToPlayable,
  Tr,
  type PlayableItem,
} from '@rsm/shared';
import { useDeferredValue, useMemo } from 'react';
import { useTrackAlternatives } from '../api/get-track-alternatives';
import { versionLabel } from '../track-fields';

/**
 * The track's alternate versions: number, title, version, description, length; play, download, add, info.
 * Each plays through the shared player with the other versions as its queue.
 */
export function AlternateVersionsTable({ track: main }: { track: { id: number } }) {
  const { t } = useLingui();
  const alternatives = useTrackAlternatives(main.id);
  // The rows render in a transition, in slices, rather than in the task that delivers them.
  const data = useDeferredValue(alternatives.data);
  const queue = useMemo(() => (data?.tracks ?? []).map(trackToPlayable), [data]);
  if (alternatives.isError) return <ErrorState onRetry={() => void alternatives.refetch()} />;
  if (!data) return <LoadingState rows={4} />;
  const tracks = data.tracks;
  if (tracks.length === 0) return <EmptyState />;
  // The queue holds the rows' own items: a row's button starts the queue at its item.
  const playable = queue.filter((item): item is PlayableItem => item !== null);
  return (
    <Table aria-label={t`Alternate versions`}>
      <TableHead
        columns={[
          { key: 'number', label: '#', display: CELL_ABOVE_PHONE },
          { key: 'title', label: <Trans>Title</Trans> },
          { key: 'version', label: <Trans>Version</Trans>, display: CELL_ABOVE_PHONE },
          {
            key: 'description',
            label: <Trans>Description</Trans>,
            display: { base: 'none', lg: 'table-cell' },
          },
          { key: 'length', label: <Trans>Length</Trans> },
          { key: 'actions', label: <Trans>Actions</Trans> },
        ]}
      />
      <Tbody>
        {tracks.map((track, index) => {
          // Versions share the track's name: each control names its version too ("Play Neon Rain (30 Sec Edit)").
          const named = versionLabel(track) ? `${track.name} (${versionLabel(track)})` : track.name;
          return (
            <Tr key={track.id} layerStyle="divider.top">
              <Td display={CELL_ABOVE_PHONE}>{index + 1}</Td>
              <Td>
                <RouterLink to={paths.track(track.id)} fontWeight="600">
                  {track.name}
                </RouterLink>
                {/* On narrow screens the version is told under the name, its column hidden. */}
                <Text fontSize="sm" color="muted" display={{ base: 'block', md: 'none' }}>
                  {versionLabel(track)}
                </Text>
              </Td>
              <Td display={CELL_ABOVE_PHONE}>{versionLabel(track)}</Td>
              <Td color="muted" fontSize="sm" display={{ base: 'none', lg: 'table-cell' }}>
                {track.description}
              </Td>
              <Td>{formatDuration(track.length)}</Td>
              <Td>
                <Flex gap="1" flexWrap="wrap">
                  <QueuePlayButton track={{ name: named }} item={queue[index] ?? null} queue={playable} />
                  <DownloadButton options={trackDownloads(track)} label={t`Download ${named}`} />
                  <AddToPlaylistButton trackId={track.id} trackName={named} />
                  <IconButton
                    size="iconSm"
                    label={t`Track details of ${named}`}
                    icon={<InfoIcon size={16} />}
                    onClick={() => openTrackDetails(track.id)}
                  />
                </Flex>
              </Td>
            </Tr>
          );
        })}
      </Tbody>
    </Table>
  );
}
