import { Trans, useLingui } from '@lingui/react/macro';
import {
  AddToPlaylistButton,
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
  Tbody,
  Td,
  Th,
  Thead,
  trackDownloads,
  Tr,
} from '@rsm/shared';
import { useTrackAlternatives } from '../api/get-track-alternatives';
import { versionLabel } from '../track-fields';

/** The track's alternate versions (spec §2.7): number, title, version, description, length; download, add, info. */
export function AlternateVersionsTable({ trackId }: { trackId: number }) {
  const { t } = useLingui();
  const alternatives = useTrackAlternatives(trackId);
  if (alternatives.isError) return <ErrorState onRetry={() => void alternatives.refetch()} />;
  if (alternatives.isPending) return <LoadingState rows={4} />;
  const tracks = alternatives.data.tracks;
  if (tracks.length === 0) return <EmptyState />;
  return (
    <Table aria-label={t`Alternate versions`}>
      <Thead>
        <Tr>
          <Th scope="col">#</Th>
          <Th scope="col">
            <Trans>Title</Trans>
          </Th>
          <Th scope="col">
            <Trans>Version</Trans>
          </Th>
          <Th scope="col">
            <Trans>Description</Trans>
          </Th>
          <Th scope="col">
            <Trans>Length</Trans>
          </Th>
          <Th scope="col">
            <Trans>Actions</Trans>
          </Th>
        </Tr>
      </Thead>
      <Tbody>
        {tracks.map((track, index) => (
          <Tr key={track.id} borderTop="1px solid" borderColor="line">
            <Td>{index + 1}</Td>
            <Td>
              <RouterLink to={paths.track(track.id)} fontWeight="600">
                {track.name}
              </RouterLink>
            </Td>
            <Td>{versionLabel(track)}</Td>
            <Td color="muted" fontSize="sm">
              {track.description}
            </Td>
            <Td>{formatDuration(track.length)}</Td>
            <Td>
              <Flex gap="1">
                <DownloadButton options={trackDownloads(track)} label={t`Download ${track.name}`} />
                <AddToPlaylistButton trackId={track.id} trackName={track.name} />
                <IconButton
                  size="iconSm"
                  label={t`Track details of ${track.name}`}
                  icon={<InfoIcon size={16} />}
                  onClick={() => openTrackDetails(track.id)}
                />
              </Flex>
            </Td>
          </Tr>
        ))}
      </Tbody>
    </Table>
  );
}
