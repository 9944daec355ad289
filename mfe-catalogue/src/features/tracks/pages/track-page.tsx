import { Trans, useLingui } from '@lingui/react/macro';
import {
  AddToPlaylistButton,
  Box,
  CopyLinkButton,
  DownloadButton,
  Flex,
  Heading,
  Img,
  RouterLink,
  paths,
  Text,
  trackDownloads,
  trackEvent,
  useParams,
} from '@rsm/shared';
import { useEffect } from 'react';
import { DetailPage } from '../../../components/detail-page';
import { useTrack } from '../api/get-track';
import { AlternateVersionsTable } from '../components/alternate-versions-table';
import { FullInfoPanel } from '../components/full-info-panel';

/** `/tracks/:id`: the full-info panel and the alternate versions (spec §2.7). */
export function TrackPage() {
  const { id = '' } = useParams();
  const { t } = useLingui();
  const track = useTrack(id);
  const loaded = track.data?.track;

  useEffect(() => {
    if (loaded) void trackEvent('view_track', { track_id: loaded.id, name: loaded.name }, 'tracks');
  }, [loaded]);

  return (
    <DetailPage query={track}>
      {({ track: data }) => (
        <>
          <Flex gap="6" flexWrap="wrap" mb="6" alignItems="center">
            <RouterLink to={paths.albums.detail(data.album.uuid)} aria-label={t`Album ${data.album.name}`}>
              <Img
                src={data.album.cover.url ?? undefined}
                alt=""
                w="32"
                h="32"
                borderRadius="md"
                objectFit="cover"
                bg="line"
                width={128}
                height={128}
              />
            </RouterLink>
            <Box flex="1" minW="14rem">
              <Text color="muted" fontSize="sm">
                {data.album.name}
              </Text>
              <Heading as="h1" fontSize="3xl">
                {data.name}
              </Heading>
            </Box>
            <Flex gap="2">
              <DownloadButton options={trackDownloads(data)} label={t`Download ${data.name}`} size="icon" />
              <AddToPlaylistButton trackId={data.id} trackName={data.name} size="icon" />
              <CopyLinkButton trackId={data.id} trackName={data.name} />
            </Flex>
          </Flex>
          <Heading as="h2" fontSize="xl" mb="3">
            <Trans>Full info</Trans>
          </Heading>
          <FullInfoPanel track={data} />
          <Heading as="h2" fontSize="xl" mt="8" mb="3">
            <Trans>Alternate versions</Trans>
          </Heading>
          <AlternateVersionsTable trackId={data.id} />
        </>
      )}
    </DetailPage>
  );
}
